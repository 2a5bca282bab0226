import { createMiddleware } from 'hono/factory';

/**
 * Marks an answer given without reading the request's body (a refusal: 401,
 * 403, 413, a validation error before the body) with `Connection: close`.
 * The HTTP server drops a connection whose request body is left unread, and
 * a client told nothing would send its next request on that connection and
 * see it cut without an answer.
 */
export const closeUnreadBodies = () =>
  createMiddleware(async (c, next) => {
    await next();
    if (c.req.raw.body === null || c.req.raw.bodyUsed) return;
    try {
      c.res.headers.set('connection', 'close');
    } catch {
      // An answer with immutable headers (one passed through as fetched): copy it first.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('connection', 'close');
    }
  });
