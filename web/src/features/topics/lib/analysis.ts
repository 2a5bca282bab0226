import type { Article } from '@mitics/contracts';

import { newestFirst } from './newest-first';

/** Words in a title or body that mark analysis and opinion (reader §5). 'why ' and 'how ' keep their space. */
export const ANALYSIS_TERMS = [
  'analysis',
  'opinion',
  'editorial',
  'commentary',
  'perspective',
  'deep dive',
  'explained',
  'why ',
  'how ',
  'what this means',
  'implications',
  'impact',
  'breakdown',
  'investigation',
] as const;

/** Long reads count as analysis: content over this many characters. */
export const ANALYSIS_MIN_CONTENT_LENGTH = 2000;

type AnalysisFields = Pick<Article, 'title' | 'content' | 'publishedAt'>;

function mentionsAnalysis(text: string | null | undefined): boolean {
  const lower = (text ?? '').toLowerCase();
  return ANALYSIS_TERMS.some((term) => lower.includes(term));
}

/** Analysis: a title or content with one of the analysis terms, or content over 2000 characters. */
export function isAnalysis(article: AnalysisFields): boolean {
  return (
    mentionsAnalysis(article.title) ||
    mentionsAnalysis(article.content) ||
    (article.content ?? '').length > ANALYSIS_MIN_CONTENT_LENGTH
  );
}

/** The Analysis page's list: analysis only, newest first. */
export function analysisArticles<T extends AnalysisFields>(articles: readonly T[]): T[] {
  return newestFirst(articles.filter(isAnalysis));
}
