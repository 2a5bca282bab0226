import type { BackgroundWork, ServiceContext } from '@mitics/kit';
import { refreshFeed, type IngestOptions } from './ingest.ts';
import { feedQueries } from './projections/feeds.ts';

export interface FeedSchedule {
  /** Minutes between fetches of every active feed; 0 turns the schedule off. */
  pollMinutes: number;
  /** Feeds fetched at once. Default 2. */
  concurrency?: number;
  /** The first round runs this long after start. Default 5 s. */
  initialDelayMs?: number;
}

/**
 * Fetches every active feed on a schedule, a few at a time. Each feed's
 * failure is its own (recorded on the feed); the round goes on.
 */
export function startFeedSchedule(ctx: ServiceContext, schedule: FeedSchedule, options: IngestOptions): BackgroundWork & { round(): Promise<void> } {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> | null = null;
  let stopped = false;

  async function round(): Promise<void> {
    const feeds = await feedQueries(ctx.docs).all({ activeOnly: true });
    const queue = [...feeds];
    const workers = Array.from({ length: Math.max(1, schedule.concurrency ?? 2) }, async () => {
      for (let feed = queue.shift(); feed && !stopped; feed = queue.shift()) {
        await refreshFeed(ctx, feed, options);
      }
    });
    await Promise.all(workers);
  }

  function tick(): void {
    if (stopped || current) return;
    current = round()
      .catch((error: unknown) => ctx.logger.error({ err: error }, 'feeds: scheduled round failed'))
      .finally(() => {
        current = null;
      });
  }

  if (schedule.pollMinutes > 0) {
    const first = setTimeout(tick, schedule.initialDelayMs ?? 5000);
    first.unref();
    timer = setInterval(tick, schedule.pollMinutes * 60_000);
    timer.unref();
    ctx.logger.info({ pollMinutes: schedule.pollMinutes }, 'feeds: schedule started');
    const stopFirst = () => clearTimeout(first);
    return {
      round,
      async stop() {
        stopped = true;
        stopFirst();
        if (timer) clearInterval(timer);
        await current;
      },
    };
  }
  return {
    round,
    async stop() {
      stopped = true;
      await current;
    },
  };
}
