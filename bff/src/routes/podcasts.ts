import { Hono } from 'hono';
import { z } from 'zod';
import { ALL_PODCASTS_FEED_PATH, BRAND, LOGO_IMAGE, Podcast, PodcastEpisode, PodcastImportBody, podcastFeedPath, queryInt, Slug } from '@mitics/contracts';
import { NotFoundError, parseOrRefuse, validate } from '@mitics/kit';
import type { Auth, AuthVariables } from '../auth/auth.ts';
import type { ServiceClient } from '../clients/service-client.ts';
import { channelOf, podcastFeed, type FeedChannel } from '../seo/podcast-feed.ts';
import { originOf } from '../seo/shell.ts';
import { forward, upstreamHeaders } from './forward.ts';
import { JsonObject, limitBodyTo } from './json-body.ts';

export interface PodcastRoutesDeps {
  content: ServiceClient;
  auth: Auth;
}

/** Shows and episodes change when an import or the seed runs; five minutes of staleness is fine for readers. */
const PUBLIC_CACHE = 'public, max-age=300';
const EpisodesQuery = z.object({ limit: queryInt(1, 500).default(200) });

const withCache = (res: Response): Response => {
  const out = forward(res);
  if (res.ok) out.headers.set('cache-control', PUBLIC_CACHE);
  return out;
};

/**
 * Reader §7 `GET /api/podcasts` and `GET /api/podcast-episodes` (public,
 * cached), and the admin importer: podcast RSS files in, a report per feed out.
 */
export const podcastApiRoutes = ({ content, auth }: PodcastRoutesDeps) =>
  new Hono<{ Variables: AuthVariables }>()
    .get('/podcasts', async (c) => withCache(await content.request('/podcasts', { headers: upstreamHeaders(c) })))
    .get('/podcast-episodes', validate('query', EpisodesQuery), async (c) =>
      withCache(await content.request(`/podcast-episodes?limit=${c.req.valid('query').limit}`, { headers: upstreamHeaders(c) })),
    )
    .post('/admin/podcasts/import', auth.require('admin'), limitBodyTo(16 * 1024 * 1024), validate('json', JsonObject), async (c) => {
      const body = parseOrRefuse(PodcastImportBody, c.req.valid('json'));
      const res = await content.request('/podcasts/import', {
        method: 'POST',
        headers: { ...upstreamHeaders(c, c.get('caller').actor), 'content-type': 'application/json' },
        body: JSON.stringify(body),
        timeoutMs: 120_000,
      });
      return forward(res);
    });

export interface PodcastFeedDeps {
  content: ServiceClient;
  publicOrigin?: string | undefined;
  clock?: () => Date;
}

const FEED_HEADERS = { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': PUBLIC_CACHE };

async function json<T>(res: Response, schema: z.ZodType<T>): Promise<T> {
  if (!res.ok) throw new NotFoundError('Podcast not found');
  return schema.parse(await res.json());
}

/** Each show's own podcast feed at /podcast/{slug}/feed.xml, and every show's episodes at /podcast/feed.xml. */
export function podcastFeedRoutes({ content, publicOrigin, clock = () => new Date() }: PodcastFeedDeps) {
  return new Hono()
    .get(ALL_PODCASTS_FEED_PATH, async (c) => {
      const shows = await json(await content.request('/podcasts'), z.array(Podcast));
      const episodes = await json(await content.request('/podcast-episodes?limit=100'), z.array(PodcastEpisode));
      const first = shows.find((s) => s.imageUrl);
      const channel: FeedChannel = {
        title: `${BRAND} Podcasts`,
        description: `Every episode of every ${BRAND} podcast on Michigan politics, newest first.`,
        author: BRAND,
        imageUrl: first?.imageUrl ?? LOGO_IMAGE.path,
        category: 'News',
        subcategory: 'Politics',
        language: 'en-us',
        explicit: shows.some((s) => s.explicit),
        ownerEmail: first?.ownerEmail ?? null,
        link: '/podcast',
        selfPath: ALL_PODCASTS_FEED_PATH,
      };
      return c.body(podcastFeed(channel, episodes, originOf(c, publicOrigin), clock()), 200, FEED_HEADERS);
    })
    .get('/podcast/:slug/feed.xml', async (c) => {
      const slug = Slug.safeParse(c.req.param('slug'));
      if (!slug.success) throw new NotFoundError('Podcast not found');
      const show = await json(await content.request(`/podcasts/by-slug/${slug.data}`), Podcast);
      const episodes = await json(await content.request(`/podcast-episodes?podcastId=${show.id}&limit=1000`), z.array(PodcastEpisode));
      return c.body(podcastFeed(channelOf(show, podcastFeedPath(show.slug)), episodes, originOf(c, publicOrigin), clock()), 200, FEED_HEADERS);
    });
}
