/** 'More Stories' shows up to 6 other articles (reader §9). */
export const CAROUSEL_LIMIT = 6;

/** The index `step` places from `index` in a list of `length`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

/** Up to six articles other than the one being read, in the list's order. */
export function carouselArticles<T extends { slug: string }>(articles: readonly T[], currentSlug: string): T[] {
  return articles.filter((article) => article.slug !== currentSlug).slice(0, CAROUSEL_LIMIT);
}
