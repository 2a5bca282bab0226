/**
 * Distributed mode: the audience service as its own process, with NATS
 * JetStream as the bus and MongoDB (or the embedded store in its own data
 * folder) as storage. Once started, it makes sure a first admin exists.
 */
import { resolve } from 'node:path';
import { exitOnConfigError, runServiceMain } from '@mitics/kit';
import { defaultAccountDeps } from './accounts/commands.ts';
import { ensureFirstAdmin } from './accounts/bootstrap.ts';
import { AudienceConfig, loadAudienceConfig } from './config.ts';
import { createAudienceService } from './definition.ts';

// The unsubscribe secret is part of the service itself, so it is read before the kit starts it.
const { MITICS_UNSUBSCRIBE_SECRET } = exitOnConfigError(() => loadAudienceConfig());

runServiceMain(createAudienceService(defaultAccountDeps, { unsubscribeSecret: MITICS_UNSUBSCRIBE_SECRET }), AudienceConfig, async (running, config) => {
  await ensureFirstAdmin(
    running.ctx,
    { username: config.MITICS_ADMIN_USERNAME, password: config.MITICS_ADMIN_PASSWORD, secretsDir: resolve(config.MITICS_DATA_DIR) },
    running.ctx.logger,
  );
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
