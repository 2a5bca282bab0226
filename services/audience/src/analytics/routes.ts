import { Hono } from 'hono';
import { z } from 'zod';
import { AnalyticsTrackBody, queryInt } from '@mitics/contracts';
import { validate, type ServiceContext } from '@mitics/kit';
import { limitBody } from '../http/body-limit.ts';
import { metaOf } from '../http/meta.ts';
import { pageViewQueries } from './projections/page-views.ts';
import { analyticsStream, trackedEvent } from './track.ts';

const PageViewsQuery = z.object({
  day: z.iso.date('must be a date like 2026-11-22').optional(),
  limit: queryInt(1, 500).default(50),
});

/**
 * The audience service's internal analytics API. Tracking answers 202: the
 * event is stored (so never lost) but bypasses the command path, which would
 * read the whole day's stream to fold a state nothing needs; the outbox and
 * the page-views read model pick it up on their next tick.
 */
export const analyticsRoutes = (ctx: ServiceContext) => {
  const queries = pageViewQueries(ctx.docs);
  return new Hono()
    .post('/analytics/track', limitBody(), validate('json', AnalyticsTrackBody), async (c) => {
      const receivedAt = ctx.clock().toISOString();
      await ctx.store.append(analyticsStream(receivedAt), [trackedEvent(c.req.valid('json'), receivedAt)], {
        expectedVersion: 'any',
        meta: { ...metaOf(c, ctx), occurredAt: receivedAt },
      });
      return c.json({ ok: true as const }, 202);
    })
    .get('/analytics/page-views', validate('query', PageViewsQuery), async (c) => {
      const { day, limit } = c.req.valid('query');
      return c.json(await queries.byDay(day ?? ctx.clock().toISOString().slice(0, 10), limit));
    });
};
