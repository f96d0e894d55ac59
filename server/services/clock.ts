// The time the user-access audit (issue 14 §3) reads: the system's, or, in tests and in the local
// environment's development tools, one moved forward, so that a due date can pass on demand.
// Sessions, tokens and rate limits keep the system time.

export interface Clock {
  now(): Date;
}

/** A clock `offsetMs` ahead of the system's (0: the system's own). */
export class OffsetClock implements Clock {
  constructor(public offsetMs = 0) {}
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}
