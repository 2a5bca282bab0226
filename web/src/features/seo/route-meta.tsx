import {
  HEAD_TAG_MARKER,
  headTags,
  matchRoute,
  metaFor,
  type HeadTag,
  type MetaArticle,
  type PageMeta,
} from '@mitics/contracts';
import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

/** Head elements the server or an earlier route may have left, replaced on every change. */
const MANAGED = [
  `[${HEAD_TAG_MARKER}]`,
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'meta[property^="article:"]',
].join(', ');

function isArticle(value: unknown, slug: string): value is MetaArticle {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof MetaArticle, unknown>>;
  return v.slug === slug && typeof v.title === 'string' && typeof v.excerpt === 'string' && Array.isArray(v.tags);
}

/**
 * The article with this slug wherever the query cache already holds it: its
 * own read first, else any list that contains it (a click from the home
 * page). Looked up by shape, so this feature needs no other feature's keys.
 */
function cachedArticle(cache: QueryCache, slug: string): MetaArticle | undefined {
  const all = cache.getAll();
  for (const query of all) {
    const data: unknown = query.state.data;
    if (isArticle(data, slug)) return data;
  }
  for (const query of all) {
    const data: unknown = query.state.data;
    if (Array.isArray(data)) {
      const hit: unknown = data.find((item: unknown) => isArticle(item, slug));
      if (isArticle(hit, slug)) return hit;
    }
  }
  return undefined;
}

/** The public origin the server put in the canonical link; this window's origin otherwise (dev server). */
function siteOrigin(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (canonical) {
    try {
      return new URL(canonical).origin;
    } catch {
      // Fall through to the window's origin.
    }
  }
  return window.location.origin;
}

function applyHead(meta: PageMeta, tags: HeadTag[]) {
  document.title = meta.title;
  const head = document.head;
  head.querySelectorAll(MANAGED).forEach((el) => el.remove());
  for (const tag of tags) {
    const el = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) el.setAttribute(name, value);
    if (tag.tag === 'script') el.textContent = tag.text;
    head.appendChild(el);
  }
}

/**
 * Keeps <head> in step with the route (reader §7 'Site metadata'): title,
 * description, keywords, canonical link, Open Graph and Twitter tags and
 * structured data, from the same table the server uses for the first paint.
 * On an article page the article's own tags follow once it is in the query
 * cache. Runs as a layout effect so a page that sets its own, more specific
 * document title (useDocumentTitle) still has the last word.
 */
export function RouteMeta() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const route = matchRoute(pathname);
  const slug = route.kind === 'article' ? route.slug : null;

  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const read = () => (slug ? cachedArticle(queryClient.getQueryCache(), slug) : undefined);
  // The server renders nothing here (its head is written by the BFF), so either snapshot serves it.
  const article = useSyncExternalStore(subscribe, read, read);

  useLayoutEffect(() => {
    const meta = metaFor(pathname, article);
    applyHead(meta, headTags(meta, siteOrigin(), article));
  }, [pathname, article]);

  return null;
}
