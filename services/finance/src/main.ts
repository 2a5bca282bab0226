/**
 * Distributed mode: the finance service as its own process, with NATS
 * JetStream as the bus and MongoDB (or the embedded store in its own data
 * folder) as storage. An empty store gets the committed Michigan snapshot.
 */
import { runServiceMain } from '@mitics/kit';
import { FinanceConfig } from './config.ts';
import { financeService } from './definition.ts';
import { startFinanceBackground } from './start.ts';

runServiceMain(financeService, FinanceConfig, async (running, settings) => {
  await startFinanceBackground(running, settings);
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
