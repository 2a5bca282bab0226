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

/** A comma-separated forwarding header as its entries, blanks dropped. */
function entries(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The entry our own proxies vouch for. Each trusted proxy appends what it saw
 * to the right, so with `hops` trusted proxies in front of the BFF the entry
 * `hops` places from the right end was written by the outermost of them about
 * its peer: the client. Anything left of it came from the client and may be
 * forged. A list shorter than the hops (a proxy that overwrites instead of
 * appending) gives its leftmost entry.
 */
export function trustedEntry(list: string[], hops: number): string | undefined {
  if (hops <= 0 || list.length === 0) return undefined;
  return list[Math.max(0, list.length - hops)];
}

/**
 * The client address the sign-in and sign-up limits count per: behind
 * `trustedHops` proxies (config TRUST_PROXY), the X-Forwarded-For entry the
 * outermost trusted proxy wrote (see trustedEntry), else the socket's peer;
 * 'unknown' when neither is known (in-process tests). X-Forwarded-For is never
 * read without trusted proxies, since any client can send it.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  const forwarded = trustedEntry(entries(c.req.header('x-forwarded-for')), trustedHops);
  if (forwarded) return forwarded.slice(0, 100);
  return socketAddressOf(c)?.slice(0, 100) ?? 'unknown';
}

/** The request's own origin as the browser saw it: behind trusted proxies, X-Forwarded-Proto and -Host count (same rule as the address). */
export function requestOrigin(c: Context, trustedHops: number): string {
  const url = new URL(c.req.url);
  if (trustedHops <= 0) return url.origin;
  const proto = trustedEntry(entries(c.req.header('x-forwarded-proto')), trustedHops)?.toLowerCase();
  const host = trustedEntry(entries(c.req.header('x-forwarded-host')), trustedHops) || c.req.header('host') || url.host;
  return `${proto === 'https' || proto === 'http' ? proto : url.protocol.replace(':', '')}://${host}`;
}
