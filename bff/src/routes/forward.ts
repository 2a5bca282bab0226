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
  return new Response(res.body, { status: res.status, headers });
}

/** Headers a BFF call hands to a service: who acts and which request this is. */
export function upstreamHeaders(c: Context, actor?: string): Record<string, string> {
  const headers: Record<string, string> = { 'x-request-id': c.res.headers.get('x-request-id') ?? c.req.header('x-request-id') ?? '' };
  if (actor) headers['x-actor'] = actor;
  return headers;
}
