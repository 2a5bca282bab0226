import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { AccountRegisterBody, AccountSignInBody, AccountVerifyAdminBody, Id, REGISTRATION_RECEIVED, RoleChangeBody, type RegistrationReceived, type SessionInfo } from '@mitics/contracts';
import { NotFoundError, parseOrRefuse, problemResponse, validate, type ServiceContext } from '@mitics/kit';
import { limitBody } from '../http/body-limit.ts';
import { metaOf } from '../http/meta.ts';
import { activate, changeRole, deactivate, defaultAccountDeps, requestRegistration, type AccountDeps } from './commands.ts';
import { NO_SUCH_ACCOUNT } from './decide.ts';
import { accountQueries } from './projections/accounts.ts';
import { passwordChecks, type CheckOutcome } from './sign-in.ts';
import { lockoutMessage, retryAfterSeconds } from './throttle.ts';

const JsonObject = z.record(z.string(), z.unknown(), { error: 'Send a JSON object' });

/** An id from the path; anything that cannot be an id is simply not found. */
function accountId(c: Context): string {
  const id = c.req.param('id');
  if (!id || !Id.safeParse(id).success) throw new NotFoundError(NO_SUCH_ACCOUNT);
  return id;
}

/** 200 `{ user }`, or 429 with the wait in the detail and in Retry-After. */
function answer(c: Context, outcome: CheckOutcome): Response {
  if ('user' in outcome) {
    const body: SessionInfo = { user: outcome.user };
    return c.json(body);
  }
  const requestId: unknown = c.get('requestId');
  const res = problemResponse({ status: 429, detail: lockoutMessage(outcome.lockedForMs), ...(typeof requestId === 'string' ? { requestId } : {}) });
  res.headers.set('retry-after', String(retryAfterSeconds(outcome.lockedForMs)));
  return res;
}

/**
 * The audience service's internal staff-accounts API, called by the BFF:
 * registration, sign-in and the admin gate (both behind brute-force limits),
 * and the admin's user list, approve, deactivate and role change. No answer
 * ever carries a password or a hash.
 */
export const accountRoutes = (ctx: ServiceContext, deps: AccountDeps = defaultAccountDeps) => {
  const queries = accountQueries(ctx.docs);
  const checks = passwordChecks(ctx, deps);
  return new Hono()
    .post('/accounts/register', limitBody(), validate('json', JsonObject), async (c) => {
      // parseOrRefuse: the detail is the field messages alone ('Please fill in all required fields'), as the form shows it.
      const body = parseOrRefuse(AccountRegisterBody, c.req.valid('json'));
      const outcome = await requestRegistration(ctx, body, metaOf(c, ctx), deps);
      if (outcome.kind === 'taken') ctx.logger.info({ requestId: c.get('requestId') }, 'registration for a taken username or email; answered as usual');
      const answer: RegistrationReceived = { message: REGISTRATION_RECEIVED };
      return c.json(answer, 201);
    })
    .post('/accounts/sign-in', limitBody(), validate('json', AccountSignInBody), async (c) => answer(c, await checks.signIn(c.req.valid('json'))))
    .post('/accounts/verify-admin', limitBody(), validate('json', AccountVerifyAdminBody), async (c) => answer(c, await checks.verifyAdmin(c.req.valid('json'))))
    .get('/accounts', async (c) => c.json(await queries.list()))
    .get('/accounts/:id', async (c) => {
      const account = await queries.byId(accountId(c));
      if (!account) throw new NotFoundError(NO_SUCH_ACCOUNT);
      return c.json(account);
    })
    .post('/accounts/:id/activate', async (c) => c.json(await activate(ctx, accountId(c), metaOf(c, ctx))))
    .post('/accounts/:id/deactivate', async (c) => c.json(await deactivate(ctx, accountId(c), metaOf(c, ctx))))
    .put('/accounts/:id/role', limitBody(), validate('json', RoleChangeBody), async (c) =>
      c.json(await changeRole(ctx, accountId(c), c.req.valid('json').role, metaOf(c, ctx))),
    );
};
