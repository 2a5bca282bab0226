import { Hono } from 'hono';
import { z } from 'zod';
import { ContactBody, queryInt, type ContactSubmission } from '@mitics/contracts';
import { parseOrRefuse, validate } from '@mitics/kit';
import type { Auth, AuthVariables } from '../auth/auth.ts';
import { clientAddress } from '../auth/client-address.ts';
import type { ServiceClient } from '../clients/service-client.ts';
import { forward, upstreamHeaders } from './forward.ts';
import { JsonObject, limitBody } from './json-body.ts';

export interface ContactRoutesDeps {
  audience: ServiceClient;
  auth: Auth;
  trustProxy: number;
}

const ListQuery = z.object({ limit: queryInt(1, 500).default(100), offset: queryInt(0, 1_000_000).default(0) });

/**
 * The contact form (staff §7 `POST /api/contact`): public, limited per client
 * address by the audience service (429 with Retry-After passes through); and
 * the admin panel's list of messages, admin only.
 */
export const contactRoutes = ({ audience, auth, trustProxy }: ContactRoutesDeps) =>
  new Hono<{ Variables: AuthVariables }>()
    .post('/contact', limitBody, validate('json', JsonObject), async (c) => {
      const body: ContactSubmission = { ...parseOrRefuse(ContactBody, c.req.valid('json')), address: clientAddress(c, trustProxy) };
      const res = await audience.request('/contact', {
        method: 'POST',
        headers: { ...upstreamHeaders(c), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return forward(res);
    })
    .get('/admin/contact-messages', auth.require('admin'), validate('query', ListQuery), async (c) => {
      const { limit, offset } = c.req.valid('query');
      const res = forward(await audience.request(`/contact-messages?limit=${limit}&offset=${offset}`, { headers: upstreamHeaders(c, c.get('caller').actor) }));
      res.headers.set('cache-control', 'private, no-store');
      return res;
    });
