// Small numeric helpers for the benchmark.

/** The median of some numbers (the mean of the middle two for an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Milliseconds since `start` (a performance.now() value). */
export function since(start: number): number {
  return performance.now() - start;
}

/** Runs `task` `runs` times, one after the other. */
export async function repeat<T>(runs: number, task: (run: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await task(run));
  return results;
}
