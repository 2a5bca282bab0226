/**
 * Distributed mode: the content service as its own process, with NATS
 * JetStream as the bus and MongoDB (or the embedded store in its own data
 * folder) as storage. MITICS_SEED=1 seeds the demo articles into an empty
 * store; active RSS feeds are fetched every FEED_POLL_MINUTES.
 */
import { exitOnConfigError, loadConfig, runServiceMain } from '@mitics/kit';
import { ContentConfig, feedOptionsOf } from './config.ts';
import { createContentService } from './definition.ts';
import { seedContent } from './seed/seed.ts';
import { seedPodcasts } from './podcasts/seed.ts';

const config = exitOnConfigError(() => loadConfig(ContentConfig, process.env));

runServiceMain(createContentService(feedOptionsOf(config)), ContentConfig, async (running) => {
  if (config.MITICS_SEED) await seedContent(running.ctx, { now: new Date(), actor: 'system:seed' });
  if (config.MITICS_SEED) await seedPodcasts(running.ctx, { now: new Date(), actor: 'system:seed' });
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
