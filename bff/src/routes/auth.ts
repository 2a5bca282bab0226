import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { AdminVerifyBody, SignInBody, UserAccount, type AccountSignInBody, type AccountVerifyAdminBody, type SessionInfo } from '@mitics/contracts';
import { ForbiddenError, parseOrRefuse, validate } from '@mitics/kit';
import type { Auth, AuthVariables } from '../auth/auth.ts';
import { clientAddress } from '../auth/client-address.ts';
import type { ServiceClient } from '../clients/service-client.ts';
import { forward, upstreamHeaders } from './forward.ts';
import { JsonObject, limitBody } from './json-body.ts';

export interface AuthRoutesDeps {
  audience: ServiceClient;
  auth: Auth;
  trustProxy: number;
}

/** What the audience service answers a good sign-in or admin password with. */
const Verified = z.object({ user: UserAccount });

const post = (c: Context, audience: ServiceClient, path: string, body: AccountSignInBody | AccountVerifyAdminBody) =>
  audience.request(path, { method: 'POST', headers: { ...upstreamHeaders(c), 'content-type': 'application/json' }, body: JSON.stringify(body) });

/**
 * Sign-in, sign-out and who is signed in (the /login screen), and the admin
 * gate (staff §2, §7). Passwords go to the audience service, which checks them
 * and counts failures per account and per client address; its refusals (401,
 * 403 pending or deactivated, 429 with Retry-After) pass through as they are.
 */
export const authRoutes = ({ audience, auth, trustProxy }: AuthRoutesDeps) =>
  new Hono<{ Variables: AuthVariables }>()
    .post('/auth/login', limitBody, validate('json', JsonObject), async (c) => {
      const { login, password } = parseOrRefuse(SignInBody, c.req.valid('json'));
      const res = await post(c, audience, '/accounts/sign-in', { login, password, address: clientAddress(c, trustProxy) });
      if (!res.ok) return forward(res);
      const { user } = Verified.parse(await res.json());
      await auth.signIn(c, user);
      const body: SessionInfo = { user };
      return c.json(body);
    })
    .post('/auth/logout', async (c) => {
      await auth.signOut(c);
      return c.body(null, 204);
    })
    // Never 401: anonymous is an answer ({ user: null }), so the browser logs no failed request.
    .get('/auth/me', async (c) => {
      const caller = await auth.callerOf(c);
      const body: SessionInfo = { user: caller.kind === 'user' ? caller.user : null };
      c.header('cache-control', 'no-store');
      return c.json(body);
    })
    /**
     * The admin gate: a signed-in admin confirms their own password before the
     * panel opens. Nobody signed in gets 401 (sign in first), any other role
     * 403; the password is never checked for them. Success gives that admin a
     * new session id.
     */
    .post('/admin/verify', auth.require('admin'), limitBody, validate('json', JsonObject), async (c) => {
      const caller = c.get('caller');
      // The integration key is nobody's account: it has no password to confirm.
      if (caller.kind !== 'user') throw new ForbiddenError('The admin gate is for administrators signed in with their own account');
      const { password } = parseOrRefuse(AdminVerifyBody, c.req.valid('json'));
      const res = await post(c, audience, '/accounts/verify-admin', { password, userId: caller.user.id, address: clientAddress(c, trustProxy) });
      if (!res.ok) return forward(res);
      const { user } = Verified.parse(await res.json());
      if (user.role !== 'admin' || !user.isActive) throw new ForbiddenError('Only an administrator can open the admin panel');
      await auth.signIn(c, user);
      const body: SessionInfo = { user };
      return c.json(body);
    });
