import { z } from 'zod';
import { loadConfig, serviceConfigShape, url } from '@mitics/kit';
import type { SocialServiceOptions } from './definition.ts';

const secret = z.string().trim().min(1);

/**
 * X settings, shared by the social service's own process and the embedded
 * mode. The four credentials come together (an app's key and secret, the
 * posting account's access token and secret) or not at all.
 */
export const SocialSettings = {
  /** X's API v2; tests point it at a local fake. */
  X_API_BASE_URL: url.default('https://api.x.com'),
  X_API_KEY: secret.optional(),
  X_API_SECRET: secret.optional(),
  X_ACCESS_TOKEN: secret.optional(),
  X_ACCESS_TOKEN_SECRET: secret.optional(),
  /** First retry delay of a failed post, doubled per attempt (5 attempts). */
  SOCIAL_RETRY_BASE_MS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(10, 'must be at least 10').default(30_000),
};

const CREDENTIALS = ['X_API_KEY', 'X_API_SECRET', 'X_ACCESS_TOKEN', 'X_ACCESS_TOKEN_SECRET'] as const;

/** All four credentials or none: a half-configured account would only ever fail. */
export function requireAllOrNoCredentials(config: Partial<Record<(typeof CREDENTIALS)[number], string | undefined>>, context: z.RefinementCtx): void {
  const given = CREDENTIALS.filter((name) => config[name] !== undefined);
  if (given.length === 0 || given.length === CREDENTIALS.length) return;
  for (const name of CREDENTIALS.filter((n) => config[n] === undefined)) {
    context.addIssue({ code: 'custom', path: [name], message: `is required when ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set (X needs all four credentials)` });
  }
}

export const SocialConfig = z
  .object({
    ...serviceConfigShape({ port: 4106, database: 'mitics-social', dataDir: './.data/social' }),
    ...SocialSettings,
    /** The readers' origin, for the article links in posts. */
    PUBLIC_ORIGIN: url.default('http://127.0.0.1:3000'),
  })
  .superRefine(requireAllOrNoCredentials);
export type SocialConfig = z.infer<typeof SocialConfig>;

export const loadSocialConfig = (env: Record<string, string | undefined> = process.env): SocialConfig => loadConfig(SocialConfig, env);

/** The service options these settings stand for. */
export function socialOptionsOf(
  config: { X_API_BASE_URL: string; SOCIAL_RETRY_BASE_MS: number } & Partial<Record<(typeof CREDENTIALS)[number], string | undefined>>,
  publicOrigin: string,
): SocialServiceOptions {
  const credentials =
    config.X_API_KEY && config.X_API_SECRET && config.X_ACCESS_TOKEN && config.X_ACCESS_TOKEN_SECRET
      ? { apiKey: config.X_API_KEY, apiSecret: config.X_API_SECRET, accessToken: config.X_ACCESS_TOKEN, accessTokenSecret: config.X_ACCESS_TOKEN_SECRET }
      : null;
  return { x: { baseUrl: config.X_API_BASE_URL, credentials }, publicOrigin: publicOrigin.replace(/\/+$/, ''), retry: { baseMs: config.SOCIAL_RETRY_BASE_MS, maxAttempts: 5 } };
}
