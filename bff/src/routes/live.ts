import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { LIVE_ARTICLE_EVENT, type LiveArticleEvent } from '@mitics/contracts';
import { UnavailableError } from '@mitics/kit';
import type { Logger } from 'pino';
import type { LiveHub } from '../live/hub.ts';

export interface LiveRoutesDeps {
  live: LiveHub;
  logger: Logger;
  /** Comment lines keep proxies from closing an idle stream; default 25 s. */
  heartbeatMs?: number;
  /** Streams beyond this are refused with 503 (the browser retries later); default 10,000. */
  maxClients?: number;
}

/** Reconnection delay the browser's EventSource is told to use. */
export const LIVE_RETRY_MS = 5000;
/** Events queued for a client that reads too slowly before it is dropped (it reconnects and refetches). */
const MAX_PENDING = 100;

const encoder = new TextEncoder();

/**
 * The SSE frame of an event as bytes, made once per event: the hub hands the
 * same event to every client in turn, so the last one made is the one wanted.
 */
function frameMaker(): (event: LiveArticleEvent) => Uint8Array {
  let last: LiveArticleEvent | null = null;
  let bytes = new Uint8Array();
  return (event) => {
    if (event !== last) {
      // JSON.stringify leaves no raw newline in the data line.
      bytes = encoder.encode(`event: ${LIVE_ARTICLE_EVENT}\ndata: ${JSON.stringify(event)}\n\n`);
      last = event;
    }
    return bytes;
  };
}

/**
 * GET /api/live: server-sent events, `event: article` with a LiveArticleEvent
 * for each `content.article.*` event, a comment heartbeat, `retry: 5000`, and
 * the listener removed as soon as the client goes away.
 */
export const liveRoutes = ({ live, logger, heartbeatMs = 25_000, maxClients = 10_000 }: LiveRoutesDeps) => {
  const frameOf = frameMaker();
  return new Hono().get('/live', (c) => {
    if (live.size >= maxClients) throw new UnavailableError('Too many live connections; try again shortly');
    c.header('x-accel-buffering', 'no');
    return streamSSE(
      c,
      async (stream) => {
        let finish: () => void = () => undefined;
        const finished = new Promise<void>((resolve) => {
          finish = resolve;
        });
        let pending = 0;
        const send = (event: LiveArticleEvent) => {
          if (pending >= MAX_PENDING) return finish();
          pending++;
          stream.write(frameOf(event)).then(
            () => void pending--,
            () => finish(),
          );
        };
        const stopListening = live.listen(send);
        const stopOnClose = live.onClose(() => finish());
        stream.onAbort(() => finish());
        const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), heartbeatMs);
        try {
          // The retry field alone dispatches no event; the comment flushes the headers at once.
          await stream.write(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);
          await finished;
        } finally {
          clearInterval(heartbeat);
          stopListening();
          stopOnClose();
        }
      },
      async (error) => {
        logger.warn({ error: error.message }, 'live: stream failed');
      },
    );
  });
};
