import type { ServiceDefinition } from '@mitics/kit';
import { connectionProjection, createConnection } from './connection/connection.ts';
import { createPoster, DEFAULT_RETRY, type RetryPolicy } from './posts/poster.ts';
import { postsProjection } from './posts/projections/posts.ts';
import { startTriggers } from './posts/triggers.ts';
import { socialRoutes } from './routes.ts';
import { createXClient, type XClient } from './x/client.ts';
import type { XCredentials } from './x/oauth1.ts';

export interface SocialServiceOptions {
  /** X's API: its base URL and the account's credentials; without credentials posting is disconnected. */
  x?: { baseUrl: string; credentials: XCredentials | null } | { client: XClient };
  /** The readers' origin, for article links. */
  publicOrigin: string;
  retry?: RetryPolicy;
  /** How often unfinished posts are looked at (retries that fell due). Default 5 s. */
  pollMs?: number;
  /** Triggers older than this post nothing (history replayed to a new consumer). Default 6 hours. */
  maxAgeMs?: number;
}

/**
 * The social service: posts breaking and featured articles to X, exactly once
 * per article and kind, reacting to content events; a test post on demand.
 */
export function createSocialService(options: SocialServiceOptions): ServiceDefinition {
  const x: XClient | null =
    options.x && 'client' in options.x ? options.x.client : options.x?.credentials ? createXClient({ baseUrl: options.x.baseUrl, credentials: options.x.credentials }) : null;
  let routesDeps: Parameters<typeof socialRoutes>[1] | null = null;
  return {
    name: 'social',
    projections: [postsProjection, connectionProjection],
    routes: (ctx) => {
      const connection = createConnection(ctx, x);
      const poster = createPoster(ctx, { x, connection, retry: options.retry ?? DEFAULT_RETRY });
      routesDeps = { connection, poster, publicOrigin: options.publicOrigin, configured: x !== null };
      return socialRoutes(ctx, routesDeps);
    },
    async start(ctx) {
      if (!routesDeps) throw new Error('social: routes must be built before start');
      const { connection, poster } = routesDeps;
      await connection.check().catch((error: unknown) => ctx.logger.warn({ err: error }, 'social: could not check the X connection'));
      // Posts a crash left mid-attempt, and retries that fell due while stopped, come first.
      poster.start(options.pollMs ?? 5000);
      const triggers = await startTriggers(ctx, poster, { publicOrigin: options.publicOrigin, maxAgeMs: options.maxAgeMs ?? 6 * 60 * 60_000 });
      return {
        async stop() {
          await triggers.stop();
          await poster.stop();
        },
      };
    },
  };
}
