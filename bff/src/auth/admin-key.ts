import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The bearer token of the request, if it sent one. */
function bearerOf(c: Context): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1]?.trim() || undefined;
}

/**
 * True when the request carries the admin API key as a bearer token (as
 * Ghost's Admin API keys work): the integration credential, equivalent to an
 * admin on the staff calls. Compared in constant time over digests so neither
 * content nor length leaks.
 */
export function hasAdminKey(c: Context, adminApiKey: string): boolean {
  const given = bearerOf(c);
  return given !== undefined && timingSafeEqual(digest(given), digest(adminApiKey));
}
