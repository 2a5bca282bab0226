import type { Context } from 'hono';
import { headTags, matchRoute, metaFor, type Article, type HeadTag, type PageMeta } from '@mitics/contracts';
import type { Logger } from 'pino';
import type { ServiceClient } from '../clients/service-client.ts';
import { findPublished, homeLeadImage } from './articles.ts';
import type { ShellRenderer } from '../static/web-app.ts';
import { injectHead } from './html.ts';

export interface SeoShellDeps {
  content: ServiceClient;
  logger: Logger;
  /** Canonical origin (config PUBLIC_ORIGIN); each request's own origin when unset. */
  publicOrigin?: string | undefined;
}

/** The origin canonical links use: the configured one, else the request's. */
export const originOf = (c: Context, publicOrigin: string | undefined): string => publicOrigin ?? new URL(c.req.url).origin;

/**
 * The shell with per-path metadata, so crawlers and link previews that run
 * no JavaScript see each page's title, description, social tags, canonical
 * link and structured data. /article/{slug} loads the article for its
 * NewsArticle data; an unknown slug or path gets the 404 meta and status 404
 * (the app still renders its own not-found page); a content service that
 * cannot answer gets the default meta and 503.
 */
export function seoShell({ content, logger, publicOrigin }: SeoShellDeps): ShellRenderer {
  return async (c, indexHtml) => {
    const path = new URL(c.req.url).pathname;
    const origin = originOf(c, publicOrigin);
    const route = matchRoute(path);
    let status: 200 | 404 | 503 = route.kind === 'not-found' ? 404 : 200;
    let article: Article | null | undefined;
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
    const meta: PageMeta = metaFor(path, article);
    // The largest picture on the page is known here, long before the app asks for it.
    const leadImage = route.kind === 'article' ? (article?.imageUrl ?? null) : route.kind === 'page' && route.path === '/' ? await homeLeadImage(content) : null;
    const preload: HeadTag[] = leadImage ? [{ tag: 'link', attrs: { rel: 'preload', as: 'image', href: leadImage, fetchpriority: 'high' } }] : [];
    const html = injectHead(indexHtml, meta.title, [...preload, ...headTags(meta, origin, article)]);
    const headers: Record<string, string> = { 'cache-control': 'no-cache' };
    if (status === 503) headers['retry-after'] = '30';
    return c.html(html, status, headers);
  };
}
