import { apiUrl } from '../../../lib/api-client';
import type { SeedEntry } from '../../../lib/query-client';
import { articlesKeys, type ArticleListParams } from '../../articles/api/articles-keys';
import { FEDERAL_NEWS_FETCHED } from '../lib/federal-news';

/**
 * LATEST_PARAMS (latest-articles.ts), spelled out: importing it would pull the
 * 'Latest Headlines' component into the entry bundle. A test holds them equal.
 */
export const SEEDED_LATEST_PARAMS = { limit: 15, offset: 0, category: 'all', search: '' } as const;

/** A list query's URL, built as getArticles builds it. */
const listUrl = ({ limit, offset = 0 }: ArticleListParams) => apiUrl('/api/articles', { limit, offset });

const isList = (value: unknown) => Array.isArray(value);
const isArticleOrNone = (value: unknown) => value === null || (typeof value === 'object' && !Array.isArray(value));

/**
 * The home page's first-screen queries the server embeds (bff/src/seo/initial-data.ts):
 * ticker, hero, headlines, rail and federal news draw without a round trip.
 */
export function homeSeedEntries(): SeedEntry[] {
  const latest = { ...SEEDED_LATEST_PARAMS };
  const federal = { ...SEEDED_LATEST_PARAMS, limit: FEDERAL_NEWS_FETCHED };
  return [
    { queryKey: articlesKeys.list(latest), url: listUrl(latest), accepts: isList },
    { queryKey: articlesKeys.list(federal), url: listUrl(federal), accepts: isList },
    { queryKey: articlesKeys.featured(), url: '/api/articles/featured', accepts: isList },
    // No breaking story is null (the API's 404), as getBreakingArticle answers.
    { queryKey: articlesKeys.breaking(), url: '/api/articles/breaking', accepts: isArticleOrNone },
    { queryKey: articlesKeys.trendingTopics(), url: '/api/trending-topics', accepts: isList },
  ];
}
