import { z } from 'zod';
import { AudienceConfig } from '@mitics/audience/config';
import { civicSettingsShape } from '@mitics/civic-data/config';
import { FeedSettings } from '@mitics/content/config';
import { financeSettingsShape } from '@mitics/finance/config';
import { requireAllOrNoCredentials, SocialSettings } from '@mitics/social/config';
import { loadConfig, port, logLevel, serviceToken, url } from '@mitics/kit';

const trustedHops = z
  .string()
  .trim()
  .transform((v) => (v === 'true' ? '1' : v === 'false' ? '0' : v))
  .refine((v) => /^(10|[0-9])$/.test(v), 'must be a number of proxies from 0 to 10, or true/false')
  .transform(Number);

/** A space- or comma-separated list of http(s) origins, for the Content-Security-Policy. */
const originList = z
  .string()
  .trim()
  .transform((v) => v.split(/[\s,]+/).filter(Boolean))
  .refine((list) => list.every((o) => /^https?:\/\/[a-z0-9.*-]+(:\d+)?$/i.test(o)), 'must be origins such as https://images.example.com, separated by spaces or commas');

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
   * How many proxies in front of the BFF append to X-Forwarded-For and set
   * -Proto and -Host (1 for a load balancer terminating TLS, 2 for a CDN in
   * front of it): the client address for sign-in limits is the entry that
   * many hops from the right, and the Secure cookie flag and the CSRF origin
   * check trust the forwarded origin. 0 (the default) when clients reach the
   * BFF directly: they could forge those headers. `true`/`false` read as 1/0.
   */
  TRUST_PROXY: trustedHops.default(0),
  /**
   * Where article and legislator images may come from besides the site
   * itself; default: the public-record photo hosts (DEFAULT_IMAGE_HOSTS).
   */
  CSP_IMAGE_HOSTS: originList.optional(),
  /** Where audio and video files may come from besides the site itself; default none. */
  CSP_MEDIA_HOSTS: originList.optional(),
};

/** The BFF's content-security settings from the configuration. */
export function contentSecurityOf(config: { CSP_IMAGE_HOSTS?: string[] | undefined; CSP_MEDIA_HOSTS?: string[] | undefined }) {
  return {
    ...(config.CSP_IMAGE_HOSTS ? { imageHosts: config.CSP_IMAGE_HOSTS } : {}),
    ...(config.CSP_MEDIA_HOSTS ? { mediaHosts: config.CSP_MEDIA_HOSTS } : {}),
  };
}

/** Distributed mode: the BFF is its own process and reaches services over HTTP. */
export const DistributedBffConfig = z.object({
  ...common,
  MITICS_ADMIN_API_KEY: apiKey,
  /** The deployment's service secret: sent on every call to a service, which refuses calls without it. */
  MITICS_SERVICE_TOKEN: serviceToken,
  CONTENT_URL: z.url('must be a URL such as http://content:4101'),
  AUDIENCE_URL: z.url('must be a URL such as http://audience:4105'),
  CAREERS_URL: z.url('must be a URL such as http://careers:4104'),
  CIVIC_DATA_URL: z.url('must be a URL such as http://civic-data:4102'),
  FINANCE_URL: z.url('must be a URL such as http://finance:4103'),
  SOCIAL_URL: z.url('must be a URL such as http://social:4106'),
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
  /** Signs newsletter unsubscribe links; generated once into the data folder when unset. */
  MITICS_UNSUBSCRIBE_SECRET: AudienceConfig.shape.MITICS_UNSUBSCRIBE_SECRET.optional(),
  /** The civic-data service's own settings: geocoder, Open States API, snapshot on first start. */
  ...civicSettingsShape,
  /** The finance service's own settings: the Michigan FEC snapshot on first start. */
  ...financeSettingsShape,
  /** RSS feeds: the schedule, and (tests only) local origins feeds may be fetched from. */
  ...FeedSettings,
  /** Social posting: X's API and the account's four credentials (none: disconnected). */
  ...SocialSettings,
}).superRefine(requireAllOrNoCredentials);
export type EmbeddedConfig = z.infer<typeof EmbeddedConfig>;

export const loadDistributedConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(DistributedBffConfig, env);
export const loadEmbeddedConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(EmbeddedConfig, env);

/** PUBLIC_ORIGIN, or http://127.0.0.1:PORT; undefined for port 0, where each request's own origin is used. */
export function publicOriginOf(config: { PUBLIC_ORIGIN?: string | undefined; PORT: number }): string | undefined {
  return config.PUBLIC_ORIGIN ?? (config.PORT === 0 ? undefined : `http://127.0.0.1:${config.PORT}`);
}
