import { slugify, type Article, type TrendingTopic } from '@mitics/contracts';
import type { ArticleQueries } from './articles.ts';

export const TRENDING_WINDOW_DAYS = 14;
export const TRENDING_TOPICS = 8;
/** When the window holds too few distinct tags, count over this many latest published articles instead. */
export const TRENDING_FALLBACK_ARTICLES = 50;
/** Caps the window so a busy fortnight stays a bounded read. */
const TRENDING_WINDOW_MAX_ARTICLES = 1000;

/**
 * Counts tags case-insensitively: the id is the tag's slug, the name the first
 * spelling met (newest article first). Most used first, then by name.
 */
export function countTags(articles: Article[], top = TRENDING_TOPICS): TrendingTopic[] {
  const counts = new Map<string, TrendingTopic>();
  for (const article of articles) {
    const seen = new Set<string>();
    for (const tag of article.tags) {
      const id = slugify(tag);
      if (!id || seen.has(id)) continue;
      seen.add(id);
      const topic = counts.get(id);
      if (topic) topic.count += 1;
      else counts.set(id, { id, name: tag, count: 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, top);
}

/** Trending topics (reader §2, §3): tags of the last 14 days' published articles, top 8. */
export async function trendingTopics(queries: ArticleQueries, now: Date): Promise<TrendingTopic[]> {
  const since = new Date(now.getTime() - TRENDING_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const recent = countTags(await queries.recentlyPublished({ since, limit: TRENDING_WINDOW_MAX_ARTICLES }), Number.POSITIVE_INFINITY);
  if (recent.length >= TRENDING_TOPICS) return recent.slice(0, TRENDING_TOPICS);
  return countTags(await queries.recentlyPublished({ limit: TRENDING_FALLBACK_ARTICLES }));
}
