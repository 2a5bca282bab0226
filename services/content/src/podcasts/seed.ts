import type { ServiceContext } from '@mitics/kit';
import { demoShows, type DemoShow } from './demo-shows.ts';
import { importOneShow } from './import.ts';
import { podcastQueries } from './projections.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Loads the demo podcasts through the importer's own command, once: nothing
 * happens when any show exists. Returns how many shows were added.
 */
export async function seedPodcasts(ctx: ServiceContext, { now, actor, shows = demoShows }: { now: Date; actor: string; shows?: DemoShow[] }): Promise<number> {
  if ((await podcastQueries(ctx.docs).shows()).length > 0) return 0;
  const correlationId = `seed-podcasts-${now.toISOString()}`;
  for (const demo of shows) {
    const episodes = demo.episodes.map(({ daysAgo, released, ...episode }) => ({
      ...episode,
      explicit: false,
      duration: released ? demo.audio.duration : null,
      audioUrl: released ? demo.audio.path : null,
      audioType: released ? 'audio/mpeg' : null,
      audioLength: released ? demo.audio.bytes : null,
      publishedAt: new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
    }));
    await importOneShow(ctx, { key: demo.key, show: demo.show, episodes }, { actor, correlationId }, now.toISOString());
  }
  ctx.logger.info({ count: shows.length }, 'seeded demo podcasts');
  return shows.length;
}
