// The arithmetic of the webinar countdown, kept pure so it can be tested without a clock.

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The target has been reached: the countdown shows zeros and stops. */
  done: boolean;
}

export const ZERO: Remaining = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };

/**
 * Time left from `now` until `target`, clamped at zero. Whole seconds are counted down (a part
 * second left shows as 00); `done` turns true when the start itself is reached.
 */
export function remaining(target: Date | number, now: Date | number): Remaining {
  const ms = Number(target) - Number(now);
  if (!(ms > 0)) return ZERO;
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    done: false,
  };
}

/** Two digits at least: 4 -> "04", 17 -> "17", 120 -> "120". */
export function pad2(value: number): string {
  return String(Math.max(0, Math.trunc(value))).padStart(2, "0");
}
