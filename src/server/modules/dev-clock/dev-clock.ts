const HOUR_MS = 60 * 60 * 1000;

/**
 * A clock that runs with real time plus an offset the browser tests move forward (NIDO_DEV_CLOCK,
 * never in production): a triggering event's 3-hour wait passes in one request instead of three
 * hours. Sessions keep real time; only what the app reads from this clock moves.
 */
export type DevClock = {
  now: () => Date;
  /** Moves the clock forward and answers the new time. */
  advance: (hours: number) => Date;
};

export function createDevClock(realNow: () => Date = () => new Date()): DevClock {
  let offsetMs = 0;
  const now = () => new Date(realNow().getTime() + offsetMs);
  return {
    now,
    advance: (hours) => {
      offsetMs += hours * HOUR_MS;
      return now();
    },
  };
}
