import { bodyLimit } from 'hono/body-limit';
import { problemResponse } from '@mitics/kit';

/** The largest body the careers write routes read: far above any valid one, far below a nuisance. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Refuses a body over `maxBytes` with a 413 problem before it is read whole,
 * whether or not the sender declared its length.
 */
export const limitBody = (maxBytes = MAX_BODY_BYTES) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      const requestId: unknown = c.get('requestId');
      return problemResponse({
        status: 413,
        detail: `The request body is larger than ${Math.round(maxBytes / 1024)} kB`,
        ...(typeof requestId === 'string' ? { requestId } : {}),
      });
    },
  });
