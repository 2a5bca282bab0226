import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { AddFeedBody, Id } from '@mitics/contracts';
import { NotFoundError, parseOrRefuse, validate, ValidationError, type ServiceContext } from '@mitics/kit';
import type { CommandMeta } from '../articles/commands.ts';
import { addFeed } from './commands.ts';
import { checkUrl, FeedFetchError } from './fetch/guarded-fetch.ts';
import { refreshFeed, type IngestOptions } from './ingest.ts';
import { feedQueries } from './projections/feeds.ts';

const IdParam = z.object({ id: Id });
const JsonObject = z.record(z.string(), z.unknown(), { error: 'Send a JSON object' });

function metaOf(c: Context, ctx: ServiceContext): CommandMeta {
  const requestId: unknown = c.get('requestId');
  return {
    actor: c.req.header('x-actor')?.trim() || 'anonymous',
    correlationId: (typeof requestId === 'string' && requestId) || ctx.newId(),
  };
}

/**
 * The content service's internal feed API (staff §2, §7): list, add (a new
 * active feed is fetched at once, in the background), and refresh now.
 */
export const feedRoutes = (ctx: ServiceContext, options: IngestOptions) => {
  const queries = feedQueries(ctx.docs);
  return new Hono()
    .get('/feeds', async (c) => c.json(await queries.views()))
    .get('/feeds/:id', validate('param', IdParam), async (c) => {
      const view = await queries.view(c.req.valid('param').id);
      if (!view) throw new NotFoundError('RSS feed not found');
      return c.json(view);
    })
    .post('/feeds', validate('json', JsonObject), async (c) => {
      const input = parseOrRefuse(AddFeedBody, c.req.valid('json'));
      // Addresses that can never be fetched are refused now, not at the first fetch.
      try {
        const url = new URL(input.url);
        checkUrl(url, options.allowedOrigins?.has(url.origin) ?? false);
      } catch (error) {
        if (error instanceof FeedFetchError) throw new ValidationError(error.message, { url: error.message });
        throw error;
      }
      const feed = await addFeed(ctx, input, metaOf(c, ctx));
      if (feed.isActive) {
        void refreshFeed(ctx, feed, options, metaOf(c, ctx).actor).catch((error: unknown) => ctx.logger.error({ err: error, feedId: feed.id }, 'feeds: first fetch failed'));
      }
      const view = await queries.view(feed.id);
      return c.json(view, 201);
    })
    .post('/feeds/:id/refresh', validate('param', IdParam), async (c) => {
      const feed = await queries.byId(c.req.valid('param').id);
      if (!feed) throw new NotFoundError('RSS feed not found');
      return c.json(await refreshFeed(ctx, feed, options, metaOf(c, ctx).actor));
    });
};
