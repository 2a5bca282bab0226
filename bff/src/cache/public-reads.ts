import { ArticleListQuery, Slug } from '@mitics/contracts';
import type { CacheGroup } from './read-cache.ts';

/** A GET the read cache answers: its key (the path and the normalised query) and how it is invalidated. */
export interface PublicRead {
  key: string;
  group: CacheGroup;
}

/** What a content answer says to browsers and proxies: keep it, but ask again (a 304 is cheap) before each use. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Reads whose answer depends on the articles and nothing else: invalidated by content events and writes. */
const CONTENT_PATHS: ReadonlySet<string> = new Set(['/api/articles/featured', '/api/articles/breaking', '/api/trending-topics']);
/** Reads with a lifetime of their own (civic data: 1 h; weather: 1 min): kept at most that long. */
const TIMED_PATHS: ReadonlySet<string> = new Set(['/api/congressional/delegation', '/api/congressional/issues', '/api/weather']);
/** /api/articles/<segment> that are routes of their own, never slugs. */
const NOT_SLUGS: ReadonlySet<string> = new Set(['my-articles', 'featured', 'breaking']);

/**
 * The list's query as the route reads it (first value of each name, the
 * contract's defaults), so `?limit=15` and `?offset=0&limit=15` are one key.
 * Null when it would not validate (the route answers its 400) or when it is
 * a search: searches are as many as readers' words and not what the home and
 * article pages read.
 */
function articleListKey(query: string): string | null {
  const params = new URLSearchParams(query);
  const raw: Record<string, string> = {};
  for (const name of ['limit', 'offset', 'category', 'search']) {
    const value = params.get(name);
    if (value !== null) raw[name] = value;
  }
  const parsed = ArticleListQuery.safeParse(raw);
  if (!parsed.success || parsed.data.search) return null;
  const { limit, offset, category } = parsed.data;
  return `/api/articles?limit=${limit}&offset=${offset}${category ? `&category=${encodeURIComponent(category)}` : ''}`;
}

/**
 * Which public read a GET is, or null for everything else (staff and
 * signed-in calls, searches, pages, assets). The answers of these paths are
 * the same for every reader, whoever is signed in.
 */
export function publicReadOf(path: string, query: string): PublicRead | null {
  if (path === '/api/articles') {
    const key = articleListKey(query);
    return key === null ? null : { key, group: 'content' };
  }
  if (CONTENT_PATHS.has(path)) return { key: path, group: 'content' };
  if (TIMED_PATHS.has(path)) return { key: path, group: 'timed' };
  if (!path.startsWith('/api/articles/')) return null;
  const rest = path.slice('/api/articles/'.length);
  const slash = rest.indexOf('/');
  const slug = slash === -1 ? rest : rest.slice(0, slash);
  const tail = slash === -1 ? '' : rest.slice(slash);
  if (tail !== '' && tail !== '/related') return null;
  if (NOT_SLUGS.has(slug) || !Slug.safeParse(slug).success) return null;
  return { key: path, group: 'content' };
}

/** Paths whose successful writes change what the content reads answer (articles, the review desk, feed refreshes). */
const CONTENT_WRITE_PREFIXES = ['/api/articles', '/api/review/', '/api/rss-feeds'];

/** Whether a request with this method is a write to a path under one of these prefixes. */
export function writesUnder(method: string, path: string, prefixes: readonly string[]): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return prefixes.some((prefix) => path.startsWith(prefix));
}

/** Whether a successful request with this method and path may have changed a content read. */
export const changesContent = (method: string, path: string): boolean => writesUnder(method, path, CONTENT_WRITE_PREFIXES);
