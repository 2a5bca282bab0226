import { Hono } from 'hono';
import { z } from 'zod';
import { queryInt, SubscribeBody, UnsubscribeBody, type ActiveSubscriberEmails, type SubscribeResponse, type SubscriberSummary, type UnsubscribeResponse } from '@mitics/contracts';
import { parseOrRefuse, UnavailableError, ValidationError, validate, type ServiceContext } from '@mitics/kit';
import { limitBody } from '../http/body-limit.ts';
import { metaOf } from '../http/meta.ts';
import { subscribe, unsubscribe } from './commands.ts';
import { NO_SUCH_SUBSCRIBER } from './decide.ts';
import { subscriberQueries } from './projections/subscribers.ts';
import { isValidUnsubscribeToken, unsubscribePath } from './unsubscribe-link.ts';

const JsonObject = z.record(z.string(), z.unknown(), { error: 'Send a JSON object' });

const ListQuery = z.object({
  limit: queryInt(1, 1000).default(50),
  offset: queryInt(0, 1_000_000).default(0),
});

/** Newsletter stats answer: active subscribers. */
export interface NewsletterStats {
  subscribers: number;
}

/** What the newsletter routes need beyond the service context. */
export interface NewsletterDeps {
  /** Signs unsubscribe links (MITICS_UNSUBSCRIBE_SECRET); without it unsubscribing answers 503 and the admin list carries no links. */
  unsubscribeSecret?: string | undefined;
}

/**
 * The audience service's internal newsletter API: subscribe (201 new or back
 * after unsubscribing, 200 already subscribed, both `SubscribeResponse`),
 * unsubscribe through a signed link, the stats, and the admin list.
 */
export const newsletterRoutes = (ctx: ServiceContext, { unsubscribeSecret }: NewsletterDeps = {}) => {
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
    .post('/newsletter/unsubscribe', limitBody(), validate('json', JsonObject), async (c) => {
      if (!unsubscribeSecret) throw new UnavailableError('Unsubscribing is not configured on this server');
      const { subscriberId, token } = parseOrRefuse(UnsubscribeBody, c.req.valid('json'));
      if (!isValidUnsubscribeToken(unsubscribeSecret, subscriberId, token)) throw new ValidationError(NO_SUCH_SUBSCRIBER, { token: NO_SUCH_SUBSCRIBER });
      const subscriber = await unsubscribe(ctx, subscriberId, metaOf(c, ctx));
      const body: UnsubscribeResponse = { ok: true, email: subscriber.email };
      return c.json(body);
    })
    .get('/subscribers', validate('query', ListQuery), async (c) => {
      const list = await queries.list(c.req.valid('query'));
      // Each subscriber's own unsubscribe link, for the admins to send on request.
      return c.json(unsubscribeSecret ? list.map((s) => ({ ...s, unsubscribePath: unsubscribePath(unsubscribeSecret, s.id) })) : list);
    })
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
