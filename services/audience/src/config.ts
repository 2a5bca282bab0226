import { z } from 'zod';
import { loadConfig, logLevel, port, url } from '@mitics/kit';

export const AudienceConfig = z.object({
  PORT: port.default(4105),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  NATS_URL: url,
  /** When set, events and read models live in MongoDB; otherwise in the embedded store under MITICS_DATA_DIR. */
  MONGO_URL: url.optional(),
  MONGO_DB: z.string().trim().min(1).default('mitics-audience'),
  MITICS_DATA_DIR: z.string().trim().min(1).default('./.data/audience'),
  LOG_LEVEL: logLevel.default('info'),
});
export type AudienceConfig = z.infer<typeof AudienceConfig>;

/** The audience service's settings, from the environment. @throws ConfigError naming each bad variable. */
export const loadAudienceConfig = (env: Record<string, string | undefined> = process.env): AudienceConfig => loadConfig(AudienceConfig, env);
