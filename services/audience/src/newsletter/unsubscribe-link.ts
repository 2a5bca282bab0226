import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_PATH } from '@mitics/contracts';

/**
 * Signed unsubscribe links: the HMAC-SHA256 of the subscriber id under the
 * deployment's secret (MITICS_UNSUBSCRIBE_SECRET), base64url. Whoever holds a
 * subscriber's link may unsubscribe them without signing in, and nobody can
 * make one without the secret. A new secret invalidates every link sent so far.
 */
export function unsubscribeToken(secret: string, subscriberId: string): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${subscriberId}`).digest('base64url');
}

/** True when `token` is this subscriber's signature; compared in constant time. */
export function isValidUnsubscribeToken(secret: string, subscriberId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, subscriberId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The site path an unsubscribe link opens. */
export function unsubscribePath(secret: string, subscriberId: string): string {
  return `${UNSUBSCRIBE_PATH}?s=${subscriberId}&t=${unsubscribeToken(secret, subscriberId)}`;
}
