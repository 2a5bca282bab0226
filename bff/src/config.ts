import { z } from 'zod';
import { AudienceConfig } from '@mitics/audience/config';
import { FeedSettings } from '@mitics/content/config';
import { flag, loadConfig, port, logLevel, url } from '@mitics/kit';

const apiKey = z.string().min(24, 'must be at least 24 characters (generate one with `openssl rand -hex 32`)');

/** The Open-Meteo forecast endpoint the weather proxy calls (reader §7, external weather call). */
export const DEFAULT_WEATHER_API_URL = 'https://api.open-meteo.com/v1/forecast';

/** Configuration shared by both BFF entry points. */
const common = {
  HOST: z.string().default('127.0.0.1'),
  PORT: port.default(3000),
  LOG_LEVEL: logLevel.default('info'),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * The address readers reach the site at, for canonical links, Open Graph
   * URLs, feeds and the sitemap, e.g. https://mitics.news. Default
   * http://127.0.0.1:PORT (see publicOriginOf).
   */
  PUBLIC_ORIGIN: url
    .refine((v) => /^https?:\/\/[^/]+\/?$/i.test(v), 'must be an http(s) origin without a path, such as https://mitics.news')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  WEATHER_API_URL: url.default(DEFAULT_WEATHER_API_URL),
  /**
   * 1 when the BFF sits behind a proxy that sets X-Forwarded-For, -Proto and
   * -Host (a load balancer terminating TLS): the client address for sign-in
   * limits, the Secure cookie flag and the CSRF origin check then trust them.
   * Never set it when clients reach the BFF directly: they could forge them.
   */
  TRUST_PROXY: flag.default(false),
};

/** Distributed mode: the BFF is its own process and reaches services over HTTP. */
export const DistributedBffConfig = z.object({
  ...common,
  MITICS_ADMIN_API_KEY: apiKey,
  CONTENT_URL: z.url('must be a URL such as http://content:4101'),
  AUDIENCE_URL: z.url('must be a URL such as http://audience:4105'),
  /** NATS with JetStream: the BFF's live updates (/api/live) follow content events there. */
  NATS_URL: url,
});
export type DistributedBffConfig = z.infer<typeof DistributedBffConfig>;

/** Embedded mode: everything in one process; the admin key is generated into the data folder when unset. */
export const EmbeddedConfig = z.object({
  ...common,
  MITICS_ADMIN_API_KEY: apiKey.optional(),
  MITICS_DATA_DIR: z.string().min(1).default('.data'),
  MITICS_SEED: z.enum(['0', '1']).default('1'),
  /**
   * The first admin account, made once while no admin exists (the admin gate
   * needs one), with the audience service's own rules for these variables.
   * Without a password one is generated and written to the log once.
   */
  MITICS_ADMIN_USERNAME: AudienceConfig.shape.MITICS_ADMIN_USERNAME,
  MITICS_ADMIN_PASSWORD: AudienceConfig.shape.MITICS_ADMIN_PASSWORD,
  /** RSS feeds: the schedule, and (tests only) local origins feeds may be fetched from. */
  ...FeedSettings,
});
export type EmbeddedConfig = z.infer<typeof EmbeddedConfig>;

export const loadDistributedConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(DistributedBffConfig, env);
export const loadEmbeddedConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(EmbeddedConfig, env);

/** PUBLIC_ORIGIN, or http://127.0.0.1:PORT; undefined for port 0, where each request's own origin is used. */
export function publicOriginOf(config: { PUBLIC_ORIGIN?: string | undefined; PORT: number }): string | undefined {
  return config.PUBLIC_ORIGIN ?? (config.PORT === 0 ? undefined : `http://127.0.0.1:${config.PORT}`);
}
