/**
 * Distributed mode: the careers service as its own process, with NATS
 * JetStream as the bus and MongoDB (or the embedded store in its own data
 * folder) as storage. MITICS_SEED=1 seeds the demo job posts into an empty store.
 */
import { runServiceMain } from '@mitics/kit';
import { CareersConfig } from './config.ts';
import { careersService } from './definition.ts';
import { seedJobs } from './seed/seed.ts';

runServiceMain(careersService, CareersConfig, async (running, config) => {
  if (config.MITICS_SEED) await seedJobs(running.ctx, { now: new Date(), actor: 'system:seed' });
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
