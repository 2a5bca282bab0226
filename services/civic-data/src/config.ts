import { z } from 'zod';
import { flag, loadConfig, serviceConfigShape, url } from '@mitics/kit';
import { CENSUS_GEOCODER_URL } from './geo/geocoder.ts';

export const OPENSTATES_API_URL = 'https://v3.openstates.org';

/** Settings shared by the civic-data service in its own process and in embedded mode. */
export const civicSettingsShape = {
  /** Base address of the US Census Bureau geocoder (or a stand-in with the same API). */
  GEOCODER_URL: url.default(CENSUS_GEOCODER_URL),
  /** Open States API v3 key; without one the labelled demo bills are shown. */
  OPENSTATES_API_KEY: z.string().trim().min(1).optional(),
  OPENSTATES_API_URL: url.default(OPENSTATES_API_URL),
  /** Minutes between bill syncs from the Open States API. */
  OPENSTATES_SYNC_MINUTES: z.coerce.number().int().min(1, 'must be at least 1').max(24 * 60).default(60),
  /** Load the committed Michigan snapshot into an empty store at start-up. */
  CIVIC_SNAPSHOT: flag.default(true),
};

export const CivicSettings = z.object(civicSettingsShape);
export type CivicSettings = z.infer<typeof CivicSettings>;

export const CivicDataConfig = z.object({
  ...serviceConfigShape({ port: 4102, database: 'mitics-civic-data', dataDir: './.data/civic-data' }),
  ...civicSettingsShape,
});
export type CivicDataConfig = z.infer<typeof CivicDataConfig>;

/** The civic-data service's settings, from the environment. @throws ConfigError naming each bad variable. */
export const loadCivicDataConfig = (env: Record<string, string | undefined> = process.env): CivicDataConfig => loadConfig(CivicDataConfig, env);
