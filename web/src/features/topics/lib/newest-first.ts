type Dated = { publishedAt: string | null };

function time(article: Dated): number {
  const value = article.publishedAt ? Date.parse(article.publishedAt) : Number.NaN;
  return Number.isFinite(value) ? value : Number.NEGATIVE_INFINITY;
}

/** A sorted copy, newest publication first; undated articles last. */
export function newestFirst<T extends Dated>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => time(b) - time(a));
}
