import type { Clock } from '../lib/clock.ts';

export type TestClock = Clock & {
  advance: (ms: number) => Date;
  set: (at: Date) => void;
};

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** A clock that stands still until a test moves it: expiry and lock-out without sleeping. */
export function createTestClock(start = new Date('2026-01-15T02:00:00.000Z')): TestClock {
  let current = start.getTime();
  const clock = (() => new Date(current)) as TestClock;
  clock.advance = (ms) => {
    current += ms;
    return new Date(current);
  };
  clock.set = (at) => {
    current = at.getTime();
  };
  return clock;
}
