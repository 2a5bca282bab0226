import type { Article } from '@mitics/contracts';

import { newestFirst } from './newest-first';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Title words that make a story of the last 24 hours breaking news (reader §5). */
export const BREAKING_TITLE_TERMS = [
  'breaking',
  'urgent',
  'just in',
  'developing',
  'federal judge',
  'court rules',
  'passes',
  'announces',
  'emergency',
] as const;

type BreakingFields = Pick<Article, 'isBreaking' | 'category' | 'title' | 'publishedAt'>;

/**
 * Breaking news: flagged breaking, or in the 'breaking' category, or published
 * within the last 24 hours with a title containing one of the breaking terms.
 */
export function isBreakingNews(article: BreakingFields, now: number): boolean {
  if (article.isBreaking || article.category === 'breaking') return true;
  const published = article.publishedAt ? Date.parse(article.publishedAt) : Number.NaN;
  if (!Number.isFinite(published) || now - published > DAY_MS) return false;
  const title = (article.title ?? '').toLowerCase();
  return BREAKING_TITLE_TERMS.some((term) => title.includes(term));
}

/** The Breaking News page's list: breaking news only, newest first. */
export function breakingNews<T extends BreakingFields>(articles: readonly T[], now: number): T[] {
  return newestFirst(articles.filter((article) => isBreakingNews(article, now)));
}
