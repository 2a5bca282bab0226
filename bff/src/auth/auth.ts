import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Role, UserAccount } from '@mitics/contracts';
import { ForbiddenError, UnauthorizedError } from '@mitics/kit';
import type { AccountDirectory } from '../clients/accounts.ts';
import { clearSessionCookie, readSessionCookie, writeSessionCookie, type CookiePolicy } from '../session/cookie.ts';
import type { Sessions } from '../session/sessions.ts';
import { hasAdminKey } from './admin-key.ts';

export const PLEASE_SIGN_IN = 'Please sign in';

/** Who makes a request: nobody, a signed-in active account, or an integration holding the admin API key. */
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'user'; user: UserAccount; role: Role; actor: string }
  | { kind: 'key'; role: 'admin'; actor: 'apikey:admin' };

export type StaffCaller = Exclude<Caller, { kind: 'anonymous' }>;

/** What a guard leaves for the handler: the caller it let through. */
export interface AuthVariables {
  caller: StaffCaller;
}

export interface AuthOptions extends CookiePolicy {
  sessions: Sessions;
  accounts: AccountDirectory;
  adminApiKey: string;
}

export interface Auth {
  /** Who makes this request (resolved once per request). */
  callerOf(c: Context): Promise<Caller>;
  /** Lets the request through when the caller holds one of `roles` (every role when none is named): 401 for nobody, 403 for a wrong role. */
  require(...roles: Role[]): ReturnType<typeof createMiddleware<{ Variables: AuthVariables }>>;
  /** Signs the user in on this response: a fresh session id (the cookie's previous session, if any, is deleted). */
  signIn(c: Context, user: UserAccount): Promise<void>;
  /** Ends the cookie's session and clears the cookie. */
  signOut(c: Context): Promise<void>;
  /** Ends every session of the user at once and forgets the cached account (deactivation). */
  endAllFor(userId: string): Promise<void>;
  accounts: AccountDirectory;
}

const ANONYMOUS: Caller = { kind: 'anonymous' };

/** The actor the services record on events for a signed-in user. */
export const actorOf = (user: UserAccount): string => `user:${user.id}`;

/**
 * Sessions and roles. The role is the audience service's current answer on
 * every authenticated request (cached for at most a few seconds), so a role
 * change or deactivation takes effect at once; an inactive or missing account
 * ends its sessions and the request counts as anonymous.
 */
export function createAuth({ sessions, accounts, adminApiKey, ...policy }: AuthOptions): Auth {
  async function resolve(c: Context): Promise<Caller> {
    if (hasAdminKey(c, adminApiKey)) return { kind: 'key', role: 'admin', actor: 'apikey:admin' };
    const id = readSessionCookie(c);
    if (!id) return ANONYMOUS;
    const session = await sessions.resolve(id);
    if (!session) {
      clearSessionCookie(c, policy);
      return ANONYMOUS;
    }
    const user = await accounts.get(session.userId);
    if (!user || !user.isActive) {
      await sessions.endAllFor(session.userId);
      clearSessionCookie(c, policy);
      return ANONYMOUS;
    }
    return { kind: 'user', user, role: user.role, actor: actorOf(user) };
  }

  // One resolution per request, however many guards and handlers ask.
  const resolved = new WeakMap<Request, Promise<Caller>>();
  function callerOf(c: Context): Promise<Caller> {
    const cached = resolved.get(c.req.raw);
    if (cached) return cached;
    const pending = resolve(c);
    resolved.set(c.req.raw, pending);
    return pending;
  }

  return {
    callerOf,
    accounts,
    require: (...roles) =>
      createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
        const caller = await callerOf(c);
        if (caller.kind === 'anonymous') throw new UnauthorizedError(PLEASE_SIGN_IN);
        if (roles.length > 0 && !roles.includes(caller.role)) throw new ForbiddenError(forbiddenMessage(roles));
        c.set('caller', caller);
        await next();
      }),
    async signIn(c, user) {
      const previous = readSessionCookie(c);
      if (previous) await sessions.end(previous);
      const { id } = await sessions.start(user.id);
      accounts.remember(user);
      writeSessionCookie(c, id, policy);
    },
    async signOut(c) {
      const id = readSessionCookie(c);
      if (id) await sessions.end(id);
      clearSessionCookie(c, policy);
    },
    async endAllFor(userId) {
      accounts.forget(userId);
      await sessions.endAllFor(userId);
    },
  };
}

function forbiddenMessage(roles: Role[]): string {
  if (roles.length === 1 && roles[0] === 'admin') return 'Only an administrator can do this';
  if (roles.every((r) => r === 'editor' || r === 'admin')) return 'Only editors and administrators can do this';
  return 'Your role does not allow this';
}
