/**
 * Distributed mode: the audience service as its own process, with NATS
 * JetStream as the bus and MongoDB (or the embedded store in its own data
 * folder) as storage.
 */
import { resolve } from 'node:path';
import { createLogger, createNatsBus, exitOnConfigError, openStorage, serveService, startService } from '@mitics/kit';
import { loadAudienceConfig } from './config.ts';
import { audienceService } from './definition.ts';

async function main(): Promise<void> {
  const config = exitOnConfigError(() => loadAudienceConfig());
  const logger = createLogger({ service: 'audience', level: config.LOG_LEVEL });
  const storage = await openStorage(
    config.MONGO_URL
      ? { kind: 'mongo', url: config.MONGO_URL, database: config.MONGO_DB }
      : { kind: 'embedded', dir: resolve(config.MITICS_DATA_DIR) },
  );
  const bus = await createNatsBus({ servers: config.NATS_URL, streams: ['audience'], logger, name: 'audience' });
  const running = await startService(audienceService, { store: storage.store, docs: storage.docs, bus, logger });
  await serveService(running, {
    port: config.PORT,
    hostname: config.HOST,
    close: async () => {
      await bus.close();
      await storage.close();
    },
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
