import { Hono } from 'hono';
import { z } from 'zod';
import { Id, RegisterBody, RoleChangeBody } from '@mitics/contracts';
import { parseOrRefuse, validate } from '@mitics/kit';
import type { Auth, AuthVariables } from '../auth/auth.ts';
import type { ServiceClient } from '../clients/service-client.ts';
import { clientAddress } from '../auth/client-address.ts';
import { forward, upstreamHeaders } from './forward.ts';
import { JsonObject, limitBody } from './json-body.ts';

export interface UserRoutesDeps {
  audience: ServiceClient;
  auth: Auth;
  /** Trusted proxy hops, for the client address registrations are limited per. */
  trustProxy: number;
}

const idParam = z.object({ id: Id });

/**
 * Registration (public) and the admin panel's user list with approve,
 * deactivate and role changes (staff §2, §7), admin only. Deactivating ends
 * every session of that user at once.
 */
export const userRoutes = ({ audience, auth, trustProxy }: UserRoutesDeps) => {
  const admin = auth.require('admin');
  return new Hono<{ Variables: AuthVariables }>()
    .post('/users/register', limitBody, validate('json', JsonObject), async (c) => {
      const res = await audience.request('/accounts/register', {
        method: 'POST',
        headers: { ...upstreamHeaders(c), 'content-type': 'application/json' },
        // The same answer whether or not the name is taken (REGISTRATION_RECEIVED); 5 an hour per address.
        body: JSON.stringify({ ...parseOrRefuse(RegisterBody, c.req.valid('json')), address: clientAddress(c, trustProxy) }),
      });
      return forward(res);
    })
    .get('/admin/users', admin, async (c) => forward(await audience.request('/accounts', { headers: upstreamHeaders(c, c.get('caller').actor) })))
    .post('/admin/users/:id/activate', admin, validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const res = await audience.request(`/accounts/${id}/activate`, { method: 'POST', headers: upstreamHeaders(c, c.get('caller').actor) });
      auth.accounts.forget(id);
      return forward(res);
    })
    .post('/admin/users/:id/deactivate', admin, validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const res = await audience.request(`/accounts/${id}/deactivate`, { method: 'POST', headers: upstreamHeaders(c, c.get('caller').actor) });
      if (res.ok) await auth.endAllFor(id);
      return forward(res);
    })
    .put('/admin/users/:id/role', admin, validate('param', idParam), validate('json', RoleChangeBody), async (c) => {
      const { id } = c.req.valid('param');
      const res = await audience.request(`/accounts/${id}/role`, {
        method: 'PUT',
        headers: { ...upstreamHeaders(c, c.get('caller').actor), 'content-type': 'application/json' },
        body: JSON.stringify(c.req.valid('json')),
      });
      auth.accounts.forget(id);
      return forward(res);
    });
};
