import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The socket's peer, from the bindings @hono/node-server hands to app.fetch (the kit's serveApp passes them on). */
function socketAddressOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address || undefined;
  } catch {
    // No node-server bindings: the app was called as app.fetch(request) alone (in-process tests).
    return undefined;
  }
}

/**
 * The client address the sign-in limits count per: the first X-Forwarded-For
 * entry when the BFF sits behind a proxy it trusts (TRUST_PROXY=1), else the
 * socket's peer; 'unknown' when neither is known (in-process tests).
 * X-Forwarded-For is never read otherwise, since any client can send it.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return first.slice(0, 100);
  }
  return socketAddressOf(c)?.slice(0, 100) ?? 'unknown';
}

/** The request's own origin as the browser saw it: behind a trusted proxy, X-Forwarded-Proto and -Host count. */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  if (!trustProxy) return url.origin;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || c.req.header('host') || url.host;
  return `${proto === 'https' || proto === 'http' ? proto : url.protocol.replace(':', '')}://${host}`;
}
