import type { MetaArticle } from '@mitics/contracts';
import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

type ApplyModule = typeof import('./route-meta-apply');

// The route table's titles and descriptions (contracts' site meta) and the code that writes the
// head are a chunk of their own: the server wrote the first page's head already, so the first
// render does not wait for them (issue 13). Loaded as the app starts; in place by any navigation.
let applyModule: ApplyModule | null = null;
let loading: Promise<ApplyModule> | null = null;

/** The head-writing code, loaded once. */
export function loadRouteMeta(): Promise<ApplyModule> {
  loading ??= import('./route-meta-apply').then((module) => (applyModule = module));
  return loading;
}

/** The article slug of an /article/{slug} address (as contracts' matchRoute reads it), else null. */
function articleSlug(pathname: string): string | null {
  const match = /^\/article\/([^/]+)\/*$/i.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

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

/**
 * Keeps <head> in step with the route (reader §7 'Site metadata'): title,
 * description, keywords, canonical link, Open Graph and Twitter tags and
 * structured data, from the same table the server uses for the first paint.
 * On an article page the article's own tags follow once it is in the query
 * cache. Runs as a layout effect so a page that sets its own, more specific
 * document title (useDocumentTitle) still has the last word; when the meta
 * chunk is still on its way, the title a page set meanwhile is kept.
 */
export function RouteMeta() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const slug = articleSlug(pathname);

  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const read = () => (slug ? cachedArticle(queryClient.getQueryCache(), slug) : undefined);
  // The server renders nothing here (its head is written by the BFF), so either snapshot serves it.
  const article = useSyncExternalStore(subscribe, read, read);

  useLayoutEffect(() => {
    if (applyModule) {
      applyModule.applyRouteMeta(pathname, article);
      return;
    }
    let current = true;
    const titleNow = document.title;
    void loadRouteMeta().then((module) => {
      if (!current) return;
      const pageTitle = document.title;
      module.applyRouteMeta(pathname, article);
      // A page that set its own title in the meantime keeps it, as it would have in step.
      if (pageTitle !== titleNow) document.title = pageTitle;
    });
    return () => {
      current = false;
    };
  }, [pathname, article]);

  return null;
}
