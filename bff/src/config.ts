import { z } from 'zod';
import { loadConfig, port, logLevel } from '@mitics/kit';

const apiKey = z.string().min(24, 'must be at least 24 characters (generate one with `openssl rand -hex 32`)');

/** Configuration shared by both BFF entry points. */
const common = {
  HOST: z.string().default('127.0.0.1'),
  PORT: port.default(3000),
  LOG_LEVEL: logLevel.default('info'),
  WEB_DIST_DIR: z.string().optional(),
};

/** Distributed mode: the BFF is its own process and reaches services over HTTP. */
export const DistributedBffConfig = z.object({
  ...common,
  MITICS_ADMIN_API_KEY: apiKey,
  CONTENT_URL: z.url('must be a URL such as http://content:4101'),
});
export type DistributedBffConfig = z.infer<typeof DistributedBffConfig>;

/** Embedded mode: everything in one process; the admin key is generated into the data folder when unset. */
export const EmbeddedConfig = z.object({
  ...common,
  MITICS_ADMIN_API_KEY: apiKey.optional(),
  MITICS_DATA_DIR: z.string().min(1).default('.data'),
  MITICS_SEED: z.enum(['0', '1']).default('1'),
});
export type EmbeddedConfig = z.infer<typeof EmbeddedConfig>;

export const loadDistributedConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(DistributedBffConfig, env);
export const loadEmbeddedConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(EmbeddedConfig, env);
