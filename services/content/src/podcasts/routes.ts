import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { Id, MAX_FEED_BYTES, MAX_FEEDS_PER_IMPORT, PodcastImportBody, queryInt, Slug, type PodcastImportReport } from '@mitics/contracts';
import { NotFoundError, parseOrRefuse, problemResponse, validate, type ServiceContext } from '@mitics/kit';
import { importPodcastFeeds } from './import.ts';
import { podcastQueries } from './projections.ts';

const EpisodesQuery = z.object({ podcastId: Id.optional(), limit: queryInt(1, 1000).default(200) });
const SlugParam = z.object({ slug: Slug });
const JsonObject = z.record(z.string(), z.unknown(), { error: 'Send a JSON object' });

/** An import's body: a few large feeds at most. */
const IMPORT_MAX_BYTES = Math.min(MAX_FEEDS_PER_IMPORT * MAX_FEED_BYTES, 16 * 1024 * 1024);

function metaOf(c: Context, ctx: ServiceContext) {
  const requestId: unknown = c.get('requestId');
  return {
    actor: c.req.header('x-actor')?.trim() || 'anonymous',
    correlationId: (typeof requestId === 'string' && requestId) || ctx.newId(),
  };
}

/** The content service's podcast API: shows, episodes, one show by slug (for its feed), and the importer. */
export const podcastRoutes = (ctx: ServiceContext) => {
  const queries = podcastQueries(ctx.docs);
  return new Hono()
    .get('/podcasts', async (c) => c.json(await queries.shows()))
    .get('/podcasts/by-slug/:slug', validate('param', SlugParam), async (c) => {
      const show = await queries.showBySlug(c.req.valid('param').slug);
      if (!show) throw new NotFoundError('Podcast not found');
      return c.json(show);
    })
    .get('/podcast-episodes', validate('query', EpisodesQuery), async (c) => c.json(await queries.episodes(c.req.valid('query'))))
    .post(
      '/podcasts/import',
      bodyLimit({
        maxSize: IMPORT_MAX_BYTES,
        onError: () => problemResponse({ status: 413, detail: `The import is larger than ${Math.round(IMPORT_MAX_BYTES / (1024 * 1024))} MB` }),
      }),
      validate('json', JsonObject),
      async (c) => {
        const { feeds } = parseOrRefuse(PodcastImportBody, c.req.valid('json'));
        const body: PodcastImportReport = { feeds: await importPodcastFeeds(ctx, feeds, metaOf(c, ctx)) };
        return c.json(body);
      },
    );
};
