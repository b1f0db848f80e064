/** Percentiles by nearest rank over a copy, so callers keep their order. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (values: number[]) => percentile(values, 50);

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));
