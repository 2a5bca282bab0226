import type { Article } from '@mitics/contracts';

/** 'Federal News Impacting Michigan' (reader §7, §9): 4 latest fetched, the federal ones shown, 3 at most. */
export const FEDERAL_NEWS_FETCHED = 4;
export const FEDERAL_NEWS_SHOWN = 3;

export function federalNews(articles: readonly Article[] | undefined): Article[] {
  return (articles ?? []).filter((article) => article.category === 'federal').slice(0, FEDERAL_NEWS_SHOWN);
}
