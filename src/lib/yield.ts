// Gives the main thread back to the browser (input, paint) before going on: start-up work split
// into tasks of its own rather than one long task (issue 27: total blocking time). Chromium's
// scheduler.yield() resumes ahead of other queued tasks; elsewhere a new task.
interface Scheduler {
  yield(): Promise<void>;
}

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
