import { Hono } from 'hono';
import { SocialPostRequest } from '@mitics/contracts';
import { parseOrRefuse, validate } from '@mitics/kit';
import type { Auth, AuthVariables } from '../auth/auth.ts';
import type { ServiceClient } from '../clients/service-client.ts';
import { forward, upstreamHeaders } from './forward.ts';
import { JsonObject, limitBody } from './json-body.ts';

export interface SocialRoutesDeps {
  social: ServiceClient;
  auth: Auth;
}

/** A test post waits for X (up to 10 s) and its reconciliation. */
const POST_TIMEOUT_MS = 30_000;

/**
 * /twitter-settings (staff §2, §7): the connection status, the recent posts
 * with their outcomes, and a test post. Admin only, like the panel it opens from.
 */
export const socialRoutes = ({ social, auth }: SocialRoutesDeps) => {
  const admin = auth.require('admin');
  return new Hono<{ Variables: AuthVariables }>()
    .get('/admin/twitter/status', admin, async (c) => {
      const res = await social.request('/status', { headers: upstreamHeaders(c, c.get('caller').actor) });
      c.header('cache-control', 'no-store');
      return forward(res);
    })
    .get('/admin/twitter/posts', admin, async (c) => {
      const res = await social.request('/posts?limit=20', { headers: upstreamHeaders(c, c.get('caller').actor) });
      c.header('cache-control', 'no-store');
      return forward(res);
    })
    .post('/admin/twitter/post', admin, limitBody, validate('json', JsonObject), async (c) => {
      const res = await social.request('/posts/test', {
        method: 'POST',
        headers: { ...upstreamHeaders(c, c.get('caller').actor), 'content-type': 'application/json' },
        body: JSON.stringify(parseOrRefuse(SocialPostRequest, c.req.valid('json'))),
        timeoutMs: POST_TIMEOUT_MS,
      });
      return forward(res);
    });
};
