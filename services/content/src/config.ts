import { z } from 'zod';
import { flag, loadConfig, serviceConfigShape } from '@mitics/kit';

export const ContentConfig = z.object({
  ...serviceConfigShape({ port: 4101, database: 'mitics-content', dataDir: './.data/content' }),
  /** Seed the demo articles into an empty store at start-up. */
  MITICS_SEED: flag.default(false),
});
export type ContentConfig = z.infer<typeof ContentConfig>;

/** The content service's settings, from the environment. @throws ConfigError naming each bad variable. */
export const loadContentConfig = (env: Record<string, string | undefined> = process.env): ContentConfig => loadConfig(ContentConfig, env);
