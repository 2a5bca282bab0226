/**
 * Distributed mode: the social service as its own process. It follows content
 * events on NATS JetStream (durable `social-content`) and posts breaking and
 * featured articles to X with the credentials in X_API_KEY, X_API_SECRET,
 * X_ACCESS_TOKEN and X_ACCESS_TOKEN_SECRET.
 */
import { exitOnConfigError, loadConfig, runServiceMain } from '@mitics/kit';
import { SocialConfig, socialOptionsOf } from './config.ts';
import { createSocialService } from './definition.ts';

const config = exitOnConfigError(() => loadConfig(SocialConfig, process.env));

runServiceMain(createSocialService(socialOptionsOf(config, config.PUBLIC_ORIGIN)), SocialConfig).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
