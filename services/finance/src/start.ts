import type { StartedService } from '@mitics/kit';
import type { FinanceSettings } from './config.ts';
import { loadDemoIfEmpty, loadSnapshotIfEmpty } from './seed.ts';

/** What runs beside the routes, in both modes: the snapshot into an empty store, then the labelled demo contributions. */
export async function startFinanceBackground(running: StartedService, settings: FinanceSettings, now = new Date()): Promise<void> {
  const meta = { actor: 'system:finance-seed', correlationId: `finance-seed-${now.toISOString()}` };
  if (!settings.FINANCE_SNAPSHOT) return;
  await loadSnapshotIfEmpty(running.ctx, meta);
  await loadDemoIfEmpty(running.ctx, meta);
}
