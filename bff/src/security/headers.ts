import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { requestOrigin, trustedEntry } from '../auth/client-address.ts';

/**
 * Public-record photo hosts: where Open States and the congress-legislators
 * project point legislators' portraits. Images from anywhere else need
 * CSP_IMAGE_HOSTS (or a site path under /images).
 */
export const DEFAULT_IMAGE_HOSTS = [
  'https://www.house.mi.gov',
  'https://senate.michigan.gov',
  'https://housedems.com',
  'https://senatedems.com',
  'https://www.misenategop.com',
  'https://gophouse.org',
  'https://dtj5wlj7ond0z.cloudfront.net',
  'https://s3.amazonaws.com',
  'https://bioguide.congress.gov',
  'https://theunitedstates.io',
  'https://unitedstates.github.io',
];

/** The video players articles embed (web: features/articles/lib/video.ts). */
export const FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export interface SecurityHeadersOptions {
  /** The configured public origin; https there turns on HSTS and upgrade-insecure-requests. */
  publicOrigin?: string | undefined;
  /** Trusted proxy hops (config TRUST_PROXY): behind them, a forwarded https counts too. */
  trustProxy: number;
  /** Origins images may come from besides the site itself (config CSP_IMAGE_HOSTS). */
  imageHosts?: readonly string[];
  /** Origins audio and video files may come from besides the site itself (config CSP_MEDIA_HOSTS). */
  mediaHosts?: readonly string[];
}

export type SecurityVariables = { cspNonce: string };

/** The nonce this request's inline data blocks (JSON-LD, first-screen data) carry. */
export function cspNonceOf(c: Context): string | undefined {
  const nonce: unknown = c.get('cspNonce');
  return typeof nonce === 'string' ? nonce : undefined;
}

/**
 * The Content-Security-Policy for one answer. `nonce` null: an answer that is
 * never a page with inline blocks (API JSON kept ready by the read cache), so
 * no inline script is allowed at all.
 */
export function contentSecurityPolicy(nonce: string | null, https: boolean, options: Pick<SecurityHeadersOptions, 'imageHosts' | 'mediaHosts'>): string {
  const images = options.imageHosts ?? DEFAULT_IMAGE_HOSTS;
  const media = options.mediaHosts ?? [];
  const directives = [
    "default-src 'self'",
    // Scripts only from the site; inline blocks only with this answer's nonce (they are JSON data, never code).
    nonce === null ? "script-src 'self'" : `script-src 'self' 'nonce-${nonce}'`,
    // The shell's painted header and react-aria's positioning use inline styles.
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...images].join(' '),
    ['media-src', "'self'", 'blob:', ...media].join(' '),
    ['frame-src', ...FRAME_HOSTS].join(' '),
    "connect-src 'self'",
    "font-src 'self' data:",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Sets headers on an answer whose headers may be immutable (a fetch Response passed through). */
function setAll(c: Context, headers: Record<string, string>): void {
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  }
}

/** The headers every answer carries besides the CSP, with HSTS when readers come over https. */
function baseHeaders(csp: string, https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
  };
  if (https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * The security headers of an answer that is never a page (API JSON), built
 * once and reused: the same policy as every answer, without a nonce since
 * there is no inline block to allow.
 */
export function documentlessSecurityHeaders(https: boolean, options: Pick<SecurityHeadersOptions, 'imageHosts' | 'mediaHosts'>): Readonly<Record<string, string>> {
  return Object.freeze(baseHeaders(contentSecurityPolicy(null, https, options), https));
}

/**
 * Whether the reader came over https, by the rule of `requestOrigin` without
 * building the origin: the request's own scheme, or behind trusted proxies
 * the X-Forwarded-Proto entry the outermost of them wrote.
 */
export function cameOverHttps(url: string, forwardedProto: string | undefined, trustProxy: number): boolean {
  if (trustProxy > 0 && forwardedProto) {
    const list = forwardedProto
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const proto = trustedEntry(list, trustProxy)?.toLowerCase();
    if (proto === 'https' || proto === 'http') return proto === 'https';
  }
  return url.startsWith('https:');
}

/**
 * Security headers on every answer (static files, the HTML shell, the API,
 * feeds, the live stream): a strict CSP with a per-request nonce, no framing,
 * no MIME sniffing, a referrer policy, and HSTS when readers come over https.
 */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler<{ Variables: SecurityVariables }> {
  const staticHttps = options.publicOrigin?.startsWith('https:') ?? false;
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('cspNonce', nonce);
    await next();
    const https = staticHttps || requestOrigin(c, options.trustProxy).startsWith('https:');
    setAll(c, baseHeaders(contentSecurityPolicy(nonce, https, options), https));
  };
}
