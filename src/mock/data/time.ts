/** Dates of the data set, all derived from fixed instants (never from the real clock). */
import type { Random } from '../random.js';

export const DAY = 86_400_000;

/** "2025-06-01T12:30:00": no zone, as most of the API's timestamps. */
export function timestamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

/** "2025-06-01T12:30:00.000Z": UTC with milliseconds, as the deletion endpoints give them. */
export function utcTimestamp(ms: number): string {
  return new Date(ms).toISOString();
}

/** A whole second between `from` and `to` (ms since the epoch). */
export function between(random: Random, from: number, to: number): number {
  return Math.floor((from + random.next() * (to - from)) / 1000) * 1000;
}

/** Reads a zone-less timestamp as UTC. */
export function parseTimestamp(value: string): number {
  return Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`);
}
