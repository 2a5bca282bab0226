import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import {
  createCommandBus,
  createInProcessBus,
  createLogger,
  createProjectionRunner,
  loadConfig,
  logLevel,
  openStorage,
  url,
  type ServiceContext,
} from '@mitics/kit';
import { civicProjection } from '../records/projection.ts';
import { applyDataset, type ImportReport } from './apply.ts';
import { readCivicFolder } from './dataset.ts';
import { describeRefusal, type Refusal } from './refusal.ts';

/** Where the import writes: the same store the service reads. */
export const ImportConfig = z.object({
  /** When set, the service's MongoDB database; otherwise the embedded store `npm start` uses. */
  MONGO_URL: url.optional(),
  MONGO_DB: z.string().trim().min(1).default('mitics-civic-data'),
  /** The embedded data folder (`npm start`'s MITICS_DATA_DIR); the civic store is its civic-data folder. */
  MITICS_DATA_DIR: z.string().trim().min(1).default('.data'),
  LOG_LEVEL: logLevel.default('warn'),
});

export interface CliResult {
  report: ImportReport;
  refused: Refusal[];
  target: string;
}

/**
 * `npm run import -- civic <folder>`: parse the folder, then run every record
 * through the service's import commands in its own store. Events are left for
 * the service's outbox to publish (this process has no NATS); projections are
 * brought up to date here so the next start serves the data at once.
 */
export async function importCivic(folder: string, env: Record<string, string | undefined> = process.env): Promise<CliResult> {
  const config = loadConfig(ImportConfig, env);
  const logger = createLogger({ service: 'civic-data-import', level: config.LOG_LEVEL });
  const target = config.MONGO_URL ? `MongoDB database ${config.MONGO_DB}` : resolve(join(config.MITICS_DATA_DIR, 'civic-data'));
  const storage = await openStorage(
    config.MONGO_URL ? { kind: 'mongo', url: config.MONGO_URL, database: config.MONGO_DB } : { kind: 'embedded', dir: resolve(join(config.MITICS_DATA_DIR, 'civic-data')) },
  );
  try {
    const projections = createProjectionRunner({ store: storage.store, docs: storage.docs, projections: [civicProjection], logger });
    await projections.init();
    await projections.catchUp();
    const clock = () => new Date();
    const ctx: ServiceContext = {
      name: 'civic-data',
      store: storage.store,
      docs: storage.docs,
      bus: createInProcessBus({ logger }),
      logger,
      // The outbox is the service's: it publishes these events when it next runs.
      commands: createCommandBus({ store: storage.store, projections, outbox: { kick() {} }, clock }),
      clock,
      newId: () => randomUUID(),
    };
    const parsed = await readCivicFolder(resolve(folder));
    const report = await applyDataset(ctx, parsed.dataset, { actor: 'system:civic-import', correlationId: `civic-import-${clock().toISOString()}` }, parsed.complete);
    await projections.stop();
    return { report, refused: parsed.refused, target };
  } finally {
    await storage.close();
  }
}

/** Prints the report; exit code 1 when anything was refused (the rest is imported all the same). */
export async function runCivicImportCli(args: string[]): Promise<number> {
  const folder = args[0];
  if (!folder) {
    console.error('Usage: npm run import -- civic <folder laid out like ../shared/data>');
    return 2;
  }
  const { report, refused, target } = await importCivic(folder);
  const line = (name: string, t: { imported: number; updated: number; unchanged: number; removed: number }) =>
    `${name.padEnd(22)} imported ${t.imported}, updated ${t.updated}, unchanged ${t.unchanged}, removed ${t.removed}`;
  console.log(`Imported ${resolve(folder)} into ${target}`);
  console.log(line('state legislators', report.legislators));
  console.log(line('state committees', report.committees));
  console.log(line('members of Congress', report.members));
  console.log(line('districts', report.districts));
  console.log(`${'ZIP codes'.padEnd(22)} set ${report.zips.set}, removed ${report.zips.removed}`);
  for (const r of refused) console.error(`refused ${describeRefusal(r)}`);
  if (refused.length > 0) console.error(`${refused.length} file(s) or record(s) refused; everything else was imported.`);
  return refused.length > 0 ? 1 : 0;
}
