import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { problemResponse } from '@mitics/kit';

/** Any JSON object; forms then parse it with parseOrRefuse, so the detail is the message the web shows as is. */
export const JsonObject = z.record(z.string(), z.unknown(), { error: 'Send a JSON object' });

const MAX_BODY_BYTES = 16 * 1024;

/** Small forms (newsletter, sign-in, registration) refuse bodies over 16 kB with 413 before reading them. */
export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    const requestId: unknown = c.get('requestId');
    return problemResponse({ status: 413, detail: 'The request body is larger than 16 kB', ...(typeof requestId === 'string' ? { requestId } : {}) });
  },
});

/** Larger forms (job posts, applications, podcast imports) refuse bodies over `maxBytes` with 413 the same way. */
export const limitBodyTo = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      const requestId: unknown = c.get('requestId');
      const size = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / (1024 * 1024))} MB` : `${Math.round(maxBytes / 1024)} kB`;
      return problemResponse({ status: 413, detail: `The request body is larger than ${size}`, ...(typeof requestId === 'string' ? { requestId } : {}) });
    },
  });
