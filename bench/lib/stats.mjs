// Order statistics of small samples.

const sorted = (values) => values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);

/** The middle value (mean of the two middle ones for an even count). */
export function median(values) {
  const s = sorted(values);
  if (!s.length) return NaN;
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Nearest-rank percentile: the smallest value with at least p% of the sample at or below it. */
export function percentile(values, p) {
  const s = sorted(values);
  if (!s.length) return NaN;
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

export const p90 = (values) => percentile(values, 90);
export const max = (values) => (values.length ? Math.max(...values) : NaN);
