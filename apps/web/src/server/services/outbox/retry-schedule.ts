/**
 * Waits between attempts of one delivery: 1 min, 5 min, 30 min, 2 h, 6 h,
 * 15 h: seven attempts over about 24 hours, after which it has failed.
 */
export const RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  6 * 3_600_000,
  15 * 3_600_000,
] as const;

/** Each wait is stretched or shrunk by up to this share, so retries of many deliveries spread out. */
export const RETRY_JITTER = 0.2;

/**
 * The wait before the next attempt after `attempts` failed ones, or null when
 * the schedule is used up (the delivery has failed for good).
 *
 * @example
 * retryDelayMs({ attempts: 1, random: () => 0.5 }); // 60000
 * retryDelayMs({ attempts: 7 }); // null
 */
export function retryDelayMs(input: {
  attempts: number;
  delays?: readonly number[];
  random?: () => number;
}): number | null {
  const delays = input.delays ?? RETRY_DELAYS_MS;
  const base = delays[input.attempts - 1];
  if (base === undefined) return null;
  const random = input.random ?? Math.random;
  return Math.round(base * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random()));
}
