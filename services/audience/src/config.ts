import { z } from 'zod';
import { loadConfig, serviceConfigShape } from '@mitics/kit';

export const AudienceConfig = z.object(serviceConfigShape({ port: 4105, database: 'mitics-audience', dataDir: './.data/audience' }));
export type AudienceConfig = z.infer<typeof AudienceConfig>;

/** The audience service's settings, from the environment. @throws ConfigError naming each bad variable. */
export const loadAudienceConfig = (env: Record<string, string | undefined> = process.env): AudienceConfig => loadConfig(AudienceConfig, env);
