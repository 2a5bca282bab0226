import type { Context } from 'hono';
import { BRAND as BRAND_NAME, candidateMeta, headTags, jsonLdText, matchRoute, metaFor, STAFF_PATHS, type Article, type HeadTag, type MetaLegislator, type PageMeta } from '@mitics/contracts';
import type { Logger } from 'pino';
import type { ServiceClient } from '../clients/service-client.ts';
import { findPublished } from './articles.ts';
import { articleData, homeData, initialDataTag, type InitialData } from './initial-data.ts';
import type { ShellRenderer, WebAssets } from '../static/web-app.ts';
import { injectBodyEnd, injectHead } from './html.ts';
import { cspNonceOf } from '../security/headers.ts';
import { injectApp, SSR_STATE_ID, type PageRender } from './render.ts';

/** Inline data blocks carry the request's CSP nonce: the policy allows no other inline script. */
function withNonce(tags: HeadTag[], nonce: string | undefined): HeadTag[] {
  if (!nonce) return tags;
  return tags.map((tag) => (tag.tag === 'script' ? { ...tag, attrs: { ...tag.attrs, nonce } } : tag));
}

export interface SeoShellDeps {
  content: ServiceClient;
  /** For /legislators/{id}: the legislator's name and office in the title. */
  civicData?: ServiceClient | undefined;
  /** For /campaign-finance/candidates/{id}: the candidate's name in the title, 404 for an unknown id. */
  finance?: ServiceClient | undefined;
  logger: Logger;
  /** Canonical origin (config PUBLIC_ORIGIN); each request's own origin when unset. */
  publicOrigin?: string | undefined;
  /** The web's server renderer: reader pages arrive drawn, and the browser hydrates them. Without it the browser draws. */
  render?: PageRender | undefined;
}

/**
 * The web's route modules (web/src/app/routes), whose chunks a page can ask for
 * with the entry instead of after it has run: one round trip less before the
 * page's first real render.
 */
export const ROUTE_MODULES = {
  /** The app itself (React, the router, the layout): web/src/main.tsx imports it once the page has painted. */
  boot: 'src/boot.tsx',
  home: 'src/app/routes/home.tsx',
  article: 'src/app/routes/article.tsx',
  topic: 'src/app/routes/topic.tsx',
  search: 'src/app/routes/search.tsx',
  notFound: 'src/app/routes/not-found.tsx',
  representatives: 'src/features/legislature/components/representatives-page.tsx',
  tracker: 'src/features/legislature/components/tracker-page.tsx',
  session: 'src/features/legislature/components/session-page.tsx',
  legislator: 'src/app/routes/legislator.tsx',
  campaignFinance: 'src/app/routes/campaign-finance.tsx',
  candidate: 'src/features/campaign-finance/components/candidate-page.tsx',
} as const;

const PAGE_MODULES: Record<string, string> = {
  '/': ROUTE_MODULES.home,
  '/michigan-politics': ROUTE_MODULES.topic,
  '/breaking-news': ROUTE_MODULES.topic,
  '/breaking': ROUTE_MODULES.topic,
  '/federal': ROUTE_MODULES.topic,
  '/analysis': ROUTE_MODULES.topic,
  '/search': ROUTE_MODULES.search,
  '/representatives': ROUTE_MODULES.representatives,
  '/legislature-tracker': ROUTE_MODULES.tracker,
  '/legislature': ROUTE_MODULES.session,
  '/campaign-finance': ROUTE_MODULES.campaignFinance,
};

/**
 * The lazy parts (React.lazy) a page draws on its first view, after its own
 * chunks: listed with them so that web/src/main.tsx starts each fetch in a
 * task of its own, early. Otherwise Vite's helper adds a link per chunk, all
 * in the task where React reaches the part (10-20 ms on a phone-speed CPU).
 */
export const FIRST_VIEW_PARTS: Record<string, readonly string[]> = {
  [ROUTE_MODULES.session]: ['src/features/legislature/components/session-sections.tsx'],
  [ROUTE_MODULES.tracker]: ['src/features/legislature/components/tracker-sections.tsx'],
  [ROUTE_MODULES.campaignFinance]: ['src/features/campaign-finance/components/finance-sections.tsx'],
};

/** The layout's own lazy parts, on every reader page: the footer's newsletter form. */
export const LAYOUT_PARTS: readonly string[] = ['src/features/newsletter/components/footer-newsletter-form.tsx'];

/** The route module a page draws with, whose chunks are preloaded so hydration does not wait for them. */
function routeModuleOf(route: ReturnType<typeof matchRoute>, found: boolean): string | null {
  if (!found) return ROUTE_MODULES.notFound;
  if (route.kind === 'article') return ROUTE_MODULES.article;
  if (route.kind === 'legislator') return ROUTE_MODULES.legislator;
  if (route.kind === 'candidate') return ROUTE_MODULES.candidate;
  if (route.kind === 'page') return PAGE_MODULES[route.path] ?? null;
  return ROUTE_MODULES.notFound;
}

/** The route module whose chunks a reader page at `path` runs when it is found (the bundle bench reads it too). */
export const routeModuleFor = (path: string): string | null => routeModuleOf(matchRoute(path), true);

/** The id of the inline JSON listing the chunks a page runs (web/src/main.tsx reads it). */
export const APP_CHUNKS_ID = 'app-chunks';

/**
 * The JS a page runs, listed for web/src/main.tsx rather than preloaded from
 * the head: the page is drawn by the server and paints without it, so it is
 * fetched (all at once, in parallel) only after the first paint and never
 * takes bandwidth from the document and its pictures on a slow line. The app
 * itself (src/boot.tsx and its imports) first, then the page's own chunks,
 * then the lazy parts it draws at once (a reader page: its layout's too).
 */
function appChunks(assets: WebAssets, page: { module: string | null } | null): string[] {
  const boot = assets.routeChunks(ROUTE_MODULES.boot);
  if (!page) return boot;
  const own = page.module ? assets.routeChunks(page.module) : [];
  const parts = [...LAYOUT_PARTS, ...((page.module && FIRST_VIEW_PARTS[page.module]) || [])].flatMap((part) => assets.routeChunks(part));
  return [...new Set([...boot, ...own, ...parts])];
}

/** The origin canonical links use: the configured one, else the request's. */
export const originOf = (c: Context, publicOrigin: string | undefined): string => publicOrigin ?? new URL(c.req.url).origin;

/**
 * One record a page's meta needs, from the service that owns it: what `pick`
 * reads of it, null when the id is unknown (404 or 400), 'unavailable' when
 * the service cannot answer.
 */
async function lookup<T>(client: ServiceClient, path: string, pick: (body: unknown) => T | 'unavailable'): Promise<T | null | 'unavailable'> {
  try {
    const res = await client.request(path, { timeoutMs: 3000 });
    if (!res.ok) {
      await res.body?.cancel();
      return res.status === 404 || res.status === 400 ? null : 'unavailable';
    }
    return pick(await res.json());
  } catch {
    return 'unavailable';
  }
}

/** A legislator profile's meta fields. */
const findLegislator = (civicData: ServiceClient, id: string) =>
  lookup<MetaLegislator>(civicData, `/legislators/${encodeURIComponent(id)}`, (body) => {
    const { name, role, party, district } = body as MetaLegislator;
    return { id, name, role, party, district };
  });

/** A finance candidate's name. */
const findCandidateName = (finance: ServiceClient, id: string) =>
  lookup<string>(finance, `/candidates/${encodeURIComponent(id)}`, (body) => {
    const name = (body as { candidate?: { name?: unknown } }).candidate?.name;
    return typeof name === 'string' ? name : 'unavailable';
  });


/**
 * The shell with per-path metadata, so crawlers and link previews that run
 * no JavaScript see each page's title, description, social tags, canonical
 * link and structured data. /article/{slug} loads the article for its
 * NewsArticle data; an unknown slug or path gets the 404 meta and status 404
 * (the app still renders its own not-found page); a content service that
 * cannot answer gets the default meta and 503.
 *
 * Home also carries its first screen's data, and an article page its article
 * (initialDataTag), so they draw in the app's first pass rather than after
 * their API calls.
 */
export function seoShell({ content, civicData, finance, logger, publicOrigin, render }: SeoShellDeps): ShellRenderer {
  return async (c, indexHtml, assets) => {
    const path = new URL(c.req.url).pathname;
    const origin = originOf(c, publicOrigin);
    const route = matchRoute(path);
    let status: 200 | 404 | 503 = route.kind === 'not-found' ? 404 : 200;
    let article: Article | null | undefined;
    const askedAt = Date.now();
    if (route.kind === 'article') {
      const found = await findPublished(content, route.slug);
      if (found === 'unavailable') {
        logger.warn({ slug: route.slug }, 'seo: article lookup failed; serving the shell with default meta');
        status = 503;
      } else {
        article = found;
        if (found === null) status = 404;
      }
    }
    let legislator: MetaLegislator | null | undefined;
    if (route.kind === 'legislator' && civicData) {
      const found = await findLegislator(civicData, route.id);
      if (found === 'unavailable') {
        logger.warn({ id: route.id }, 'seo: legislator lookup failed; serving the shell with default meta');
        status = 503;
      } else {
        legislator = found;
        if (found === null) status = 404;
      }
    }
    let meta: PageMeta = metaFor(path, article, legislator);
    if (route.kind === 'candidate' && finance) {
      const name = await findCandidateName(finance, route.id);
      if (name === null) {
        status = 404;
        meta = { ...metaFor('/__no-such-page__'), title: `Candidate Not Found | ${BRAND_NAME}`, canonicalPath: meta.canonicalPath };
      } else if (name !== 'unavailable') meta = candidateMeta(route.id, name);
      else logger.warn({ id: route.id }, 'seo: candidate lookup failed; serving the page with its generic title');
    }
    const isHome = route.kind === 'page' && route.path === '/';
    const isStaff = route.kind === 'page' && STAFF_PATHS.includes(route.path);
    const nonce = cspNonceOf(c);
    // Reader pages arrive drawn (and 503s do not: the browser retries their data itself).
    const rendered = render && !isStaff && status !== 503 ? await render(`${path}${new URL(c.req.url).search}`, origin) : null;
    const home = isHome && !rendered ? await homeData(content) : null;
    // The largest picture on the page is known here, long before the app asks for it.
    const leadImage = route.kind === 'article' ? (article?.imageUrl ?? null) : isHome && !rendered ? (home?.leadImage ?? null) : null;
    const preload: HeadTag[] = leadImage ? [{ tag: 'link', attrs: { rel: 'preload', as: 'image', href: leadImage, fetchpriority: 'high' } }] : [];
    // A page whose data could not be read (503) is left to the browser as it is: nothing to prepare.
    // The app's code and the page's, fetched after the first paint (a page whose data could not be read, 503, gets the app alone).
    const files = appChunks(assets, isStaff || status === 503 ? null : { module: routeModuleOf(route, status !== 404) });
    const chunks: HeadTag[] = files.length > 0 ? [{ tag: 'script', attrs: { type: 'application/json', id: APP_CHUNKS_ID }, text: jsonLdText(files) }] : [];
    const withHead = injectHead(indexHtml, meta.title, withNonce([...preload, ...headTags(meta, origin, article), ...chunks], nonce));
    let html: string;
    if (rendered) {
      html = injectBodyEnd(injectApp(withHead, rendered.html), withNonce([{ tag: 'script', attrs: { type: 'application/json', id: SSR_STATE_ID }, text: jsonLdText(rendered.state) }], nonce));
    } else {
      const data: InitialData | null = home?.data ?? (article ? articleData(article, askedAt) : null);
      html = data ? injectBodyEnd(withHead, withNonce([initialDataTag(data)], nonce)) : withHead;
    }
    const headers: Record<string, string> = { 'cache-control': 'no-cache' };
    if (status === 503) headers['retry-after'] = '30';
    return c.html(html, status, headers);
  };
}
