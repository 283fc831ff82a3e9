/**
 * A clock that can be moved (DEV_CLOCK, ADR 0018): real time plus an offset. Browser tests move
 * it past a training's end so the completion job completes the booking, without waiting.
 */
export interface MovableClock {
  now: () => Date;
  /** From now on `now()` reads `target` plus the real time elapsed since this call. */
  setNow: (target: Date) => void;
  /** Back to real time. */
  reset: () => void;
  offsetMs: () => number;
}

export function createMovableClock(realNow: () => number = Date.now): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(realNow() + offset),
    setNow: (target) => {
      offset = target.getTime() - realNow();
    },
    reset: () => {
      offset = 0;
    },
    offsetMs: () => offset,
  };
}
