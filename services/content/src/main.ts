/**
 * Distributed mode: the content service as its own process, with NATS
 * JetStream as the bus and MongoDB (or the embedded store in its own data
 * folder) as storage. MITICS_SEED=1 seeds the demo articles into an empty store.
 */
import { runServiceMain } from '@mitics/kit';
import { ContentConfig } from './config.ts';
import { contentService } from './definition.ts';
import { seedContent } from './seed/seed.ts';
import { seedPodcasts } from './podcasts/seed.ts';

runServiceMain(contentService, ContentConfig, async (running, config) => {
  if (config.MITICS_SEED) await seedContent(running.ctx, { now: new Date(), actor: 'system:seed' });
  if (config.MITICS_SEED) await seedPodcasts(running.ctx, { now: new Date(), actor: 'system:seed' });
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
