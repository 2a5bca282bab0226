import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { UnauthorizedError } from '@mitics/kit';

export interface StaffVariables {
  actor: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Staff calls need the admin API key as a bearer token (as Ghost's Admin API
 * keys work). Compared in constant time over digests so neither content nor
 * length leaks. Sessions arrive later; this stays as the integration key.
 */
export function requireAdminKey(adminApiKey: string) {
  const expected = digest(adminApiKey);
  return createMiddleware<{ Variables: StaffVariables }>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    const given = match?.[1]?.trim();
    if (!given || !timingSafeEqual(digest(given), expected)) {
      throw new UnauthorizedError('Staff calls need a valid admin API key (Authorization: Bearer <key>)');
    }
    c.set('actor', 'apikey:admin');
    await next();
  });
}
