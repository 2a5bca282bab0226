import type { Context } from 'hono';
import { PUBLIC_UNAVAILABLE, problemResponse } from '@mitics/kit';

/**
 * Passes a service's answer through: status, body, content type and Retry-After. Services
 * already answer problem+json for errors, so the web sees their messages as is.
 */
export function forward(res: Response): Response {
  if (res.status >= 500) {
    // A service's 5xx may name a driver error or an address: it stays in that service's log.
    void res.body?.cancel();
    const answer = problemResponse({ status: res.status === 503 ? 503 : 502, detail: PUBLIC_UNAVAILABLE });
    answer.headers.set('retry-after', res.headers.get('retry-after') ?? '30');
    return answer;
  }
  const headers = new Headers();
  const type = res.headers.get('content-type');
  if (type) headers.set('content-type', type);
  // A 429 (sign-in limits) says when to try again.
  const retryAfter = res.headers.get('retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  // An article's version, for the writer's next If-Match.
  const etag = res.headers.get('etag');
  if (etag) headers.set('etag', etag);
  // How many match in all, for a page of search results.
  const total = res.headers.get('x-total-count');
  if (total) headers.set('x-total-count', total);
  return new Response(res.body, { status: res.status, headers });
}

/** Headers a BFF call hands to a service: who acts and which request this is. */
export function upstreamHeaders(c: Context, actor?: string): Record<string, string> {
  const headers: Record<string, string> = { 'x-request-id': c.res.headers.get('x-request-id') ?? c.req.header('x-request-id') ?? '' };
  if (actor) headers['x-actor'] = actor;
  return headers;
}

/**
 * The write preconditions a staff call carries through to the service:
 * If-Match (the article version the writer read; a moved article answers
 * 409) and Idempotency-Key (a create sent twice makes one article).
 */
export function preconditionHeaders(c: Context, fallbackVersion?: number): Record<string, string> {
  const headers: Record<string, string> = {};
  const ifMatch = c.req.header('if-match')?.trim();
  if (ifMatch) headers['if-match'] = ifMatch.slice(0, 40);
  else if (fallbackVersion !== undefined) headers['if-match'] = `"${fallbackVersion}"`;
  return { ...headers, ...idempotencyHeaders(c) };
}

/** The caller's Idempotency-Key, carried through to a service's create (a create sent twice makes one thing). */
export function idempotencyHeaders(c: Context): Record<string, string> {
  const key = c.req.header('idempotency-key')?.trim();
  return key ? { 'idempotency-key': key.slice(0, 200) } : {};
}
