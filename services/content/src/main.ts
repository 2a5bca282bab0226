/**
 * Distributed mode: the content service as its own process, with NATS
 * JetStream as the bus and MongoDB (or the embedded store in its own data
 * folder) as storage.
 */
import { resolve } from 'node:path';
import { createLogger, createNatsBus, exitOnConfigError, openStorage, serveService, startService } from '@mitics/kit';
import { loadContentConfig } from './config.ts';
import { contentService } from './definition.ts';
import { seedContent } from './seed/seed.ts';

async function main(): Promise<void> {
  const config = exitOnConfigError(() => loadContentConfig());
  const logger = createLogger({ service: 'content', level: config.LOG_LEVEL });
  const storage = await openStorage(
    config.MONGO_URL
      ? { kind: 'mongo', url: config.MONGO_URL, database: config.MONGO_DB }
      : { kind: 'embedded', dir: resolve(config.MITICS_DATA_DIR) },
  );
  const bus = await createNatsBus({ servers: config.NATS_URL, streams: ['content'], logger, name: 'content' });
  const running = await startService(contentService, { store: storage.store, docs: storage.docs, bus, logger });
  if (config.MITICS_SEED) await seedContent(running.ctx, { now: new Date(), actor: 'system:seed' });
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
