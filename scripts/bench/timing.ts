// The one way a bench times a call: `warmUps` unmeasured runs, then `runs` measured ones; p50 and p95 in ms.
export async function timed(runs: number, fn: () => Promise<unknown>, warmUps = 5): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < warmUps; i += 1) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95) };
}
