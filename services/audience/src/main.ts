/**
 * Distributed mode: the audience service as its own process, with NATS
 * JetStream as the bus and MongoDB (or the embedded store in its own data
 * folder) as storage.
 */
import { runServiceMain } from '@mitics/kit';
import { AudienceConfig } from './config.ts';
import { audienceService } from './definition.ts';

runServiceMain(audienceService, AudienceConfig).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
