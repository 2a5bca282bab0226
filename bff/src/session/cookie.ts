import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { requestOrigin } from '../auth/client-address.ts';
import { SESSION_ABSOLUTE_MS } from './sessions.ts';

export const SESSION_COOKIE = 'mitics_session';

export interface CookiePolicy {
  publicOrigin?: string | undefined;
  trustProxy: number;
}

/** Secure when the browser talks https to us: the request itself, or the public origin says so. */
function secure(c: Context, { publicOrigin, trustProxy }: CookiePolicy): boolean {
  return requestOrigin(c, trustProxy).startsWith('https:') || (publicOrigin?.startsWith('https:') ?? false);
}

export const readSessionCookie = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE) || undefined;

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (not sent on
 * cross-site POSTs), Secure behind https, and no older than the absolute timeout.
 */
export function writeSessionCookie(c: Context, id: string, policy: CookiePolicy): void {
  setCookie(c, SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(c, policy),
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(c: Context, policy: CookiePolicy): void {
  // Hono carries the headers of an existing c.res over to an error response
  // (a guard's 401), but not headers prepared before c.res exists: make it exist.
  void c.res;
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: secure(c, policy) });
}
