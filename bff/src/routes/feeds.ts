import { Hono } from 'hono';
import { z } from 'zod';
import { AddFeedBody, Id } from '@mitics/contracts';
import { parseOrRefuse, validate } from '@mitics/kit';
import type { Auth, AuthVariables } from '../auth/auth.ts';
import type { ServiceClient } from '../clients/service-client.ts';
import { forward, upstreamHeaders } from './forward.ts';
import { JsonObject, limitBody } from './json-body.ts';

export interface FeedRoutesDeps {
  content: ServiceClient;
  auth: Auth;
}

const idParam = z.object({ id: Id });

/** A refresh fetches (up to 10 s) and then saves what it found: give it longer than a read. */
const REFRESH_TIMEOUT_MS = 60_000;

/** The admin panel's RSS feed section (staff §2, §7): list, add, refresh. Admin only. */
export const feedRoutes = ({ content, auth }: FeedRoutesDeps) => {
  const admin = auth.require('admin');
  return new Hono<{ Variables: AuthVariables }>()
    .get('/rss-feeds', admin, async (c) => {
      const res = await content.request('/feeds', { headers: upstreamHeaders(c, c.get('caller').actor) });
      c.header('cache-control', 'no-store');
      return forward(res);
    })
    .post('/rss-feeds', admin, limitBody, validate('json', JsonObject), async (c) => {
      const res = await content.request('/feeds', {
        method: 'POST',
        headers: { ...upstreamHeaders(c, c.get('caller').actor), 'content-type': 'application/json' },
        body: JSON.stringify(parseOrRefuse(AddFeedBody, c.req.valid('json'))),
      });
      return forward(res);
    })
    .post('/rss-feeds/:id/refresh', admin, validate('param', idParam), async (c) => {
      const res = await content.request(`/feeds/${c.req.valid('param').id}/refresh`, {
        method: 'POST',
        headers: upstreamHeaders(c, c.get('caller').actor),
        timeoutMs: REFRESH_TIMEOUT_MS,
      });
      return forward(res);
    });
};
