import { z } from 'zod';
import { flag, loadConfig, serviceConfigShape } from '@mitics/kit';

export const CareersConfig = z.object({
  ...serviceConfigShape({ port: 4104, database: 'mitics-careers', dataDir: './.data/careers' }),
  /** Seed the demo job posts into an empty store at start-up. */
  MITICS_SEED: flag.default(false),
});
export type CareersConfig = z.infer<typeof CareersConfig>;

/** The careers service's settings, from the environment. @throws ConfigError naming each bad variable. */
export const loadCareersConfig = (env: Record<string, string | undefined> = process.env): CareersConfig => loadConfig(CareersConfig, env);
