import { resolve } from 'node:path';
import { z } from 'zod';
import { createNatsBus } from './bus/nats.ts';
import { exitOnConfigError, loadConfig, logLevel, port, url } from './config.ts';
import { createLogger } from './logger.ts';
import { serveService, startService, type StartedService } from './runner.ts';
import type { ServiceDefinition } from './service.ts';
import { openStorage } from './storage.ts';

/**
 * The environment every service reads in distributed mode, with its own
 * defaults: port, MongoDB database name and embedded data folder.
 */
export function serviceConfigShape(defaults: { port: number; database: string; dataDir: string }) {
  return {
    PORT: port.default(defaults.port),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    NATS_URL: url,
    /** When set, events and read models live in MongoDB; otherwise in the embedded store under MITICS_DATA_DIR. */
    MONGO_URL: url.optional(),
    MONGO_DB: z.string().trim().min(1).default(defaults.database),
    MITICS_DATA_DIR: z.string().trim().min(1).default(defaults.dataDir),
    LOG_LEVEL: logLevel.default('info'),
    /**
     * The deployment's service secret: every call but /health must carry it
     * (the BFF sends it), so nothing else on the network can use the internal API.
     */
    MITICS_SERVICE_TOKEN: serviceToken,
  };
}

/** A shared secret between the BFF and the services: 32+ characters, like `openssl rand -hex 32`. */
export const serviceToken = z
  .string({ error: 'is required' })
  .min(32, 'must be at least 32 characters (generate one with `openssl rand -hex 32`)');

type ServiceEnv = z.infer<z.ZodObject<ReturnType<typeof serviceConfigShape>>>;

/**
 * A service's distributed-mode entry point: validated config (a bad variable
 * stops start-up naming it), MongoDB or an embedded folder, NATS JetStream,
 * projections caught up, the outbox relayed, HTTP served, graceful SIGTERM.
 * `afterStart` runs once the service is up (the content seed, say).
 */
export async function runServiceMain<S extends z.ZodObject<ReturnType<typeof serviceConfigShape>>>(
  definition: ServiceDefinition,
  schema: S,
  afterStart?: (running: StartedService, config: z.infer<S>) => Promise<void>,
): Promise<void> {
  const config = exitOnConfigError(() => loadConfig(schema, process.env));
  const env: ServiceEnv = config;
  const logger = createLogger({ service: definition.name, level: env.LOG_LEVEL });
  const storage = await openStorage(
    env.MONGO_URL ? { kind: 'mongo', url: env.MONGO_URL, database: env.MONGO_DB } : { kind: 'embedded', dir: resolve(env.MITICS_DATA_DIR) },
  );
  const bus = await createNatsBus({ servers: env.NATS_URL, streams: [definition.name], logger, name: definition.name });
  const running = await startService(definition, { store: storage.store, docs: storage.docs, bus, logger }, { serviceToken: env.MITICS_SERVICE_TOKEN });
  if (afterStart) await afterStart(running, config);
  await serveService(running, {
    port: env.PORT,
    hostname: env.HOST,
    close: async () => {
      await bus.close();
      await storage.close();
    },
  });
}
