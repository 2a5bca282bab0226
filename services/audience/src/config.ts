import { z } from 'zod';
import { Username } from '@mitics/contracts';
import { loadConfig, serviceConfigShape } from '@mitics/kit';
import { isCommonPassword } from './accounts/passwords.ts';

/** The newsletter unsubscribe links' secret: long enough that it cannot be guessed. */
export const UnsubscribeSecret = z.string().trim().min(32, 'must be at least 32 characters (generate one with `openssl rand -hex 32`)');

export const AudienceConfig = z.object({
  ...serviceConfigShape({ port: 4105, database: 'mitics-audience', dataDir: './.data/audience' }),
  /** The first admin's username (or email), used only while no admin exists; 'admin' when absent. */
  MITICS_ADMIN_USERNAME: z.union([z.email().max(254), Username], { error: 'must be a username (letters, digits, . _ -) or an email address' }).optional(),
  /** The first admin's password, used only while no admin exists; a generated one is printed once when absent. */
  MITICS_ADMIN_PASSWORD: z
    .string()
    .min(12, 'must be at least 12 characters')
    .max(200, 'must be at most 200 characters')
    .refine((password) => !isCommonPassword(password), 'is one of the most common passwords')
    .optional(),
  /** Signs newsletter unsubscribe links (HMAC); changing it invalidates every link already sent. Generate with `openssl rand -hex 32`. */
  MITICS_UNSUBSCRIBE_SECRET: UnsubscribeSecret,
});
export type AudienceConfig = z.infer<typeof AudienceConfig>;

/** The audience service's settings, from the environment. @throws ConfigError naming each bad variable. */
export const loadAudienceConfig = (env: Record<string, string | undefined> = process.env): AudienceConfig => loadConfig(AudienceConfig, env);
