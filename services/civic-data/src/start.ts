import type { StartedService, Subscription } from '@mitics/kit';
import { scheduleBillSync } from './bills/openstates-api.ts';
import type { CivicSettings } from './config.ts';
import { followArticles } from './mentions/mentions.ts';
import { loadDemoIfEmpty, loadSnapshotIfEmpty } from './seed.ts';

/**
 * What runs beside the service's routes, in both modes: the snapshot into an
 * empty store, the labelled demo set, the content-events consumer for article
 * mentions, and the Open States sync when a key is configured.
 */
export async function startCivicBackground(running: StartedService, settings: CivicSettings, now = new Date()): Promise<{ stop(): Promise<void> }> {
  const { ctx } = running;
  const meta = { actor: 'system:civic-seed', correlationId: `civic-seed-${now.toISOString()}` };
  if (settings.CIVIC_SNAPSHOT) await loadSnapshotIfEmpty(ctx, meta);
  await loadDemoIfEmpty(ctx, meta, { now, bills: !settings.OPENSTATES_API_KEY });
  const subscription: Subscription = await followArticles({ bus: ctx.bus, docs: ctx.docs, logger: ctx.logger });
  const sync = settings.OPENSTATES_API_KEY
    ? scheduleBillSync(ctx, {
        apiKey: settings.OPENSTATES_API_KEY,
        baseUrl: settings.OPENSTATES_API_URL,
        intervalMs: settings.OPENSTATES_SYNC_MINUTES * 60_000,
        logger: ctx.logger,
      })
    : null;
  return {
    async stop() {
      await sync?.stop();
      await subscription.stop();
    },
  };
}
