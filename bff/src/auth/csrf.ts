import { createMiddleware } from 'hono/factory';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@mitics/contracts';
import { ForbiddenError } from '@mitics/kit';
import { hasAdminKey } from './admin-key.ts';
import { requestOrigin } from './client-address.ts';

export const CROSS_SITE_REFUSED = 'Cross-site request refused';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Anonymous writes the reader site sends without the header: the analytics
 * beacon (navigator.sendBeacon cannot set headers) and the newsletter form.
 * Neither acts on a session, so a forged one gains nothing a direct request
 * would not; a browser's cross-site POST to them is still refused by origin.
 */
export const ORIGIN_ONLY_PATHS: ReadonlySet<string> = new Set(['/api/analytics/track', '/api/newsletter/subscribe']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export interface CsrfOptions {
  adminApiKey: string;
  publicOrigin?: string | undefined;
  trustProxy: number;
}

/**
 * CSRF defence for every state-changing /api call (OWASP: custom request
 * header plus origin verification): the request carries `x-mitics-csrf: 1`,
 * which a cross-site form cannot send and a cross-site script cannot send
 * without a CORS preflight the BFF never grants, and its Origin (or Referer
 * when Origin is absent) is this site. Calls with a valid admin API key are
 * exempt: they carry no cookie a forger could ride on.
 */
export function csrfGuard({ adminApiKey, publicOrigin, trustProxy }: CsrfOptions) {
  return createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || hasAdminKey(c, adminApiKey)) return next();
    const origin = c.req.header('origin');
    const claimed = origin !== undefined ? originOf(origin) : originOf(c.req.header('referer'));
    const allowed = new Set([new URL(c.req.url).origin, requestOrigin(c, trustProxy), ...(publicOrigin ? [publicOrigin] : [])]);
    if (ORIGIN_ONLY_PATHS.has(c.req.path)) {
      const sent = origin !== undefined || c.req.header('referer') !== undefined;
      if (sent && (claimed === null || !allowed.has(claimed))) throw new ForbiddenError(CROSS_SITE_REFUSED);
      return next();
    }
    if (c.req.header(CSRF_HEADER) !== CSRF_HEADER_VALUE || claimed === null || !allowed.has(claimed)) {
      throw new ForbiddenError(CROSS_SITE_REFUSED);
    }
    return next();
  });
}
