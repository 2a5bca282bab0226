import { Hono } from 'hono';
import { z } from 'zod';
import { queryInt, SubscribeBody } from '@mitics/contracts';
import { parseOrRefuse, validate } from '@mitics/kit';
import type { Auth, AuthVariables } from '../auth/auth.ts';
import type { ServiceClient } from '../clients/service-client.ts';
import { forward, upstreamHeaders } from './forward.ts';
import { JsonObject, limitBody } from './json-body.ts';

export interface NewsletterRoutesDeps {
  audience: ServiceClient;
  /** Without it the admin list (GET /newsletter/subscribers) is not served (reader-only tests). */
  auth?: Auth;
}

const SubscriberListQuery = z.object({
  limit: queryInt(1, 1000).default(50),
  offset: queryInt(0, 1_000_000).default(0),
});

/**
 * Newsletter calls of reader-site §7. Subscribing answers SubscribeResponse:
 * 201 for a new subscriber, 200 when the address was already subscribed.
 */
export const newsletterRoutes = ({ audience, auth }: NewsletterRoutesDeps) => {
  const routes = new Hono<{ Variables: AuthVariables }>()
    .post('/newsletter/subscribe', limitBody, validate('json', JsonObject), async (c) => {
      const res = await audience.request('/newsletter/subscribe', {
        method: 'POST',
        headers: { ...upstreamHeaders(c), 'content-type': 'application/json' },
        body: JSON.stringify(parseOrRefuse(SubscribeBody, c.req.valid('json'))),
      });
      return forward(res);
    })
    .get('/newsletter/stats', async (c) => forward(await audience.request('/newsletter/stats', { headers: upstreamHeaders(c) })));
  if (!auth) return routes;
  const admin = auth.require('admin');
  // The admin panel's subscriber list (staff §7), its counts over everyone, and every active address: admin only.
  return routes
    .get('/newsletter/subscribers/summary', admin, async (c) =>
      forward(await audience.request('/subscribers/summary', { headers: upstreamHeaders(c, c.get('caller').actor) })),
    )
    .get('/newsletter/subscribers/active-emails', admin, async (c) => {
      const res = forward(await audience.request('/subscribers/active-emails', { headers: upstreamHeaders(c, c.get('caller').actor) }));
      res.headers.set('cache-control', 'no-store');
      return res;
    })
    .get('/newsletter/subscribers', admin, validate('query', SubscriberListQuery), async (c) => {
      const { limit, offset } = c.req.valid('query');
      return forward(await audience.request(`/subscribers?limit=${limit}&offset=${offset}`, { headers: upstreamHeaders(c, c.get('caller').actor) }));
    });
};
