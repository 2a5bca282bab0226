import { z } from 'zod';
import { flag, loadConfig, serviceConfigShape } from '@mitics/kit';

/**
 * Wire-feed settings, shared by the content service's own process and the
 * embedded mode (which spreads them into its config).
 */
export const FeedSettings = {
  /** Minutes between fetches of every active RSS feed; 0 turns the schedule off (refresh still works). */
  FEED_POLL_MINUTES: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').max(1440, 'must be at most 1440').default(15),
  /**
   * Tests only: exact origins (comma-separated, like http://127.0.0.1:4010)
   * that feeds may be fetched from although they are local addresses, so a
   * test can serve fake feeds. Never set in production.
   */
  MITICS_TEST_FEED_ORIGINS: z
    .string()
    .optional()
    .transform((value, context) => {
      const origins = new Set<string>();
      for (const part of (value ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
        try {
          const url = new URL(part);
          if (url.origin === 'null' || url.pathname !== '/' || url.search) throw new Error('not an origin');
          origins.add(url.origin);
        } catch {
          context.addIssue({ code: 'custom', message: `must be comma-separated origins such as http://127.0.0.1:4010 ('${part}' is not one)` });
        }
      }
      return origins;
    }),
};

export const ContentConfig = z.object({
  ...serviceConfigShape({ port: 4101, database: 'mitics-content', dataDir: './.data/content' }),
  /** Seed the demo articles into an empty store at start-up. */
  MITICS_SEED: flag.default(false),
  ...FeedSettings,
});
export type ContentConfig = z.infer<typeof ContentConfig>;

/** The content service's settings, from the environment. @throws ConfigError naming each bad variable. */
export const loadContentConfig = (env: Record<string, string | undefined> = process.env): ContentConfig => loadConfig(ContentConfig, env);

/** The service options these settings stand for. */
export function feedOptionsOf(config: { FEED_POLL_MINUTES: number; MITICS_TEST_FEED_ORIGINS: Set<string> }) {
  return {
    feedSchedule: { pollMinutes: config.FEED_POLL_MINUTES },
    feeds: { allowedOrigins: config.MITICS_TEST_FEED_ORIGINS },
  };
}
