import { Hono } from 'hono';
import { z } from 'zod';
import { queryInt, SubscribeBody, type ActiveSubscriberEmails, type SubscribeResponse, type SubscriberSummary } from '@mitics/contracts';
import { parseOrRefuse, validate, type ServiceContext } from '@mitics/kit';
import { limitBody } from '../http/body-limit.ts';
import { metaOf } from '../http/meta.ts';
import { subscribe } from './commands.ts';
import { subscriberQueries } from './projections/subscribers.ts';

const JsonObject = z.record(z.string(), z.unknown(), { error: 'Send a JSON object' });

const ListQuery = z.object({
  limit: queryInt(1, 1000).default(50),
  offset: queryInt(0, 1_000_000).default(0),
});

/** Newsletter stats answer: active subscribers. */
export interface NewsletterStats {
  subscribers: number;
}

/**
 * The audience service's internal newsletter API: subscribe (201 new, 200
 * already subscribed, both `SubscribeResponse`), the stats, and the admin list.
 */
export const newsletterRoutes = (ctx: ServiceContext) => {
  const queries = subscriberQueries(ctx.docs);
  return new Hono()
    .post('/newsletter/subscribe', limitBody(), validate('json', JsonObject), async (c) => {
      const { alreadySubscribed } = await subscribe(ctx, parseOrRefuse(SubscribeBody, c.req.valid('json')), metaOf(c, ctx));
      const body: SubscribeResponse = { ok: true, alreadySubscribed };
      return c.json(body, alreadySubscribed ? 200 : 201);
    })
    .get('/newsletter/stats', async (c) => {
      const body: NewsletterStats = { subscribers: await queries.activeCount() };
      return c.json(body);
    })
    .get('/subscribers', validate('query', ListQuery), async (c) => c.json(await queries.list(c.req.valid('query'))))
    .get('/subscribers/summary', async (c) => {
      const [total, active] = await Promise.all([queries.totalCount(), queries.activeCount()]);
      const body: SubscriberSummary = { total, active };
      return c.json(body);
    })
    .get('/subscribers/active-emails', async (c) => {
      const body: ActiveSubscriberEmails = { emails: await queries.activeEmails() };
      return c.json(body);
    });
};
