import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { problemResponse } from '@mitics/kit';

/** Any JSON object; forms then parse it with parseOrRefuse, so the detail is the message the web shows as is. */
export const JsonObject = z.record(z.string(), z.unknown(), { error: 'Send a JSON object' });

const MAX_BODY_BYTES = 16 * 1024;

/**
 * A body limit answering 413 with `detail`. The body is left unread, and the
 * server drops a connection whose request it did not read: the answer says so
 * (`Connection: close`), or the client would send its next request on that
 * connection and see it cut without an answer.
 */
export const limitBodyWith = (maxSize: number, detail: string) =>
  bodyLimit({
    maxSize,
    onError: (c) => {
      const requestId: unknown = c.get('requestId');
      const res = problemResponse({ status: 413, detail, ...(typeof requestId === 'string' ? { requestId } : {}) });
      res.headers.set('connection', 'close');
      return res;
    },
  });

/** Small forms (newsletter, sign-in, registration) refuse bodies over 16 kB with 413 before reading them. */
export const limitBody = limitBodyWith(MAX_BODY_BYTES, 'The request body is larger than 16 kB');

/** Larger forms (job posts, applications, podcast imports) refuse bodies over `maxBytes` with 413 the same way. */
export const limitBodyTo = (maxBytes: number) =>
  limitBodyWith(maxBytes, `The request body is larger than ${maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / (1024 * 1024))} MB` : `${Math.round(maxBytes / 1024)} kB`}`);
