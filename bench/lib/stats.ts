/** Percentile by nearest rank over unsorted samples (ms). */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export type Summary = { n: number; p50: number; p95: number; p99: number; max: number };

export function summarize(samples: number[]): Summary {
  return {
    n: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    // Not Math.max(...samples): a cheap statement replayed for seconds is too many arguments.
    max: samples.length ? samples.reduce((a, b) => Math.max(a, b)) : NaN,
  };
}

export const fmt = (n: number | null | undefined, digits = 1) => (n === null || n === undefined || Number.isNaN(n) ? '—' : n.toFixed(digits));
