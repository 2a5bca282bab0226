import { z } from 'zod';
import { flag, loadConfig, logLevel, port, url } from '@mitics/kit';

export const ContentConfig = z.object({
  PORT: port.default(4101),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  NATS_URL: url,
  /** When set, events and read models live in MongoDB; otherwise in the embedded store under MITICS_DATA_DIR. */
  MONGO_URL: url.optional(),
  MONGO_DB: z.string().trim().min(1).default('mitics-content'),
  MITICS_DATA_DIR: z.string().trim().min(1).default('./.data/content'),
  MITICS_SEED: flag.default(false),
  LOG_LEVEL: logLevel.default('info'),
});
export type ContentConfig = z.infer<typeof ContentConfig>;

/** The content service's settings, from the environment. @throws ConfigError naming each bad variable. */
export const loadContentConfig = (env: Record<string, string | undefined> = process.env): ContentConfig => loadConfig(ContentConfig, env);
