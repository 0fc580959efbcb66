/** Median and 95th percentile of a sample, in the sample's unit. */
export function summarize(samples: readonly number[]): { median: number; p95: number; min: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { median: at(0.5), p95: at(0.95), min: sorted[0] ?? NaN, max: sorted[sorted.length - 1] ?? NaN };
}

export const ms = (n: number): string => `${n.toFixed(1)} ms`;

/** Reads `--name value` from the command line. */
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
