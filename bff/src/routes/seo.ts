import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { RSS_PATH } from '@mitics/contracts';
import type { ServiceClient } from '../clients/service-client.ts';
import { allPublished, listPublished } from '../seo/articles.ts';
import { robotsTxt, RSS_ITEMS, rssFeed, sitemap } from '../seo/feeds.ts';
import { originOf } from '../seo/shell.ts';

export interface SeoRoutesDeps {
  content: ServiceClient;
  /** Lists every legislator profile in the sitemap when given. */
  civicData?: ServiceClient | undefined;
  publicOrigin?: string | undefined;
  /** The built web app, for the favicon; without it /favicon.ico redirects to the PNG icon. */
  webDist?: string | undefined;
  clock?: () => Date;
}

const FEED_CACHE = 'public, max-age=300';
/**
 * The icon web/index.html links: a PNG drawn from favicon.svg by
 * web/scripts/rasterize-images.ts (Chromium decodes an SVG icon in a document
 * of its own on the page's main thread).
 */
const FAVICON_PATH = 'favicon-48.png';

/** /rss.xml, /sitemap.xml, /robots.txt and /favicon.ico. */
/** /legislators/{id} of every state legislator and member of Congress; none when civic-data cannot answer (the sitemap still serves). */
async function legislatorPaths(civicData: ServiceClient | undefined): Promise<string[]> {
  if (!civicData) return [];
  const ids = async (path: string): Promise<string[]> => {
    try {
      const res = await civicData.request(path, { timeoutMs: 3000 });
      if (!res.ok) {
        await res.body?.cancel();
        return [];
      }
      const list = (await res.json()) as Array<{ id?: string }>;
      return list.flatMap((l) => (l.id ? [l.id] : []));
    } catch {
      return [];
    }
  };
  const [state, federal] = await Promise.all([ids('/legislators'), ids('/members')]);
  return [...federal, ...state].map((id) => `/legislators/${encodeURIComponent(id)}`);
}

export function seoRoutes({ content, civicData, publicOrigin, webDist, clock = () => new Date() }: SeoRoutesDeps) {
  const faviconFile = webDist ? join(webDist, FAVICON_PATH) : null;
  const favicon = faviconFile && existsSync(faviconFile) ? readFileSync(faviconFile) : null;

  return new Hono()
    .get(RSS_PATH, async (c) => {
      const articles = await listPublished(content, RSS_ITEMS);
      return c.body(rssFeed(articles, originOf(c, publicOrigin), clock()), 200, {
        'content-type': 'application/rss+xml; charset=utf-8',
        'cache-control': FEED_CACHE,
      });
    })
    .get('/sitemap.xml', async (c) => {
      const [articles, legislators] = await Promise.all([allPublished(content), legislatorPaths(civicData)]);
      return c.body(sitemap(articles, originOf(c, publicOrigin), legislators), 200, {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': FEED_CACHE,
      });
    })
    .get('/robots.txt', (c) =>
      c.body(robotsTxt(originOf(c, publicOrigin)), 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' }),
    )
    .get('/favicon.ico', (c) => {
      // Browsers and audits ask for /favicon.ico whatever the page links; the PNG icon the page links answers it.
      if (!favicon) return c.redirect(`/${FAVICON_PATH}`, 301);
      return c.body(new Uint8Array(favicon), 200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
    });
}
