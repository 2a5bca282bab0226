/** Helpers for the benchmark scripts (`npm run bench:*`): numbers printed, not tests. */

/** The value at percentile `p` (0-100) of ascending `sorted`; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** A seeded generator of numbers in [0, 1) (a linear congruential one), so two runs draw the same. */
export function seededRandom(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

/** Anything that answers a path like Hono's `app.request`. */
export interface RequestTarget {
  request(path: string): Response | Promise<Response>;
}

/** Asks each path in turn (the body read in full; anything but 200 throws) and returns the times, ms, ascending. */
export async function timeRequests(target: RequestTarget, paths: readonly string[]): Promise<number[]> {
  const out: number[] = [];
  for (const path of paths) {
    const started = process.hrtime.bigint();
    const res = await target.request(path);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    out.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return out.sort((a, b) => a - b);
}

/** `<label> n=<count>  p50 … ms  p95 … ms  max … ms` for ascending times in ms. */
export function latencyLine(label: string, ms: readonly number[], widths: { label: number; count: number }): string {
  return `${label.padEnd(widths.label)} n=${String(ms.length).padStart(widths.count)}  p50 ${percentile(ms, 50).toFixed(2)} ms  p95 ${percentile(ms, 95).toFixed(2)} ms  max ${(ms.at(-1) ?? NaN).toFixed(2)} ms`;
}
