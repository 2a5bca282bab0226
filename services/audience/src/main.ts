/**
 * Distributed mode: the audience service as its own process, with NATS
 * JetStream as the bus and MongoDB (or the embedded store in its own data
 * folder) as storage. Once started, it makes sure a first admin exists.
 */
import { resolve } from 'node:path';
import { runServiceMain } from '@mitics/kit';
import { ensureFirstAdmin } from './accounts/bootstrap.ts';
import { AudienceConfig } from './config.ts';
import { audienceService } from './definition.ts';

runServiceMain(audienceService, AudienceConfig, async (running, config) => {
  await ensureFirstAdmin(
    running.ctx,
    { username: config.MITICS_ADMIN_USERNAME, password: config.MITICS_ADMIN_PASSWORD, secretsDir: resolve(config.MITICS_DATA_DIR) },
    running.ctx.logger,
  );
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
