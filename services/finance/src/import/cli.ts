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
import { financeProjection } from '../records/projection.ts';
import { applyDataset, type ImportReport } from './apply.ts';
import { readFinanceFolder } from './dataset.ts';
import { describeRefusal, type Refusal } from './refusal.ts';

/** Where the import writes: the same store the service reads. */
export const ImportConfig = z.object({
  /** When set, the service's MongoDB database; otherwise the embedded store `npm start` uses. */
  MONGO_URL: url.optional(),
  MONGO_DB: z.string().trim().min(1).default('mitics-finance'),
  /** The embedded data folder (`npm start`'s MITICS_DATA_DIR); the finance store is its finance folder. */
  MITICS_DATA_DIR: z.string().trim().min(1).default('.data'),
  LOG_LEVEL: logLevel.default('warn'),
});

export interface CliResult {
  report: ImportReport;
  refused: Refusal[];
  target: string;
  rowsRead: number;
  files: string[];
  /** Wall time of parsing and importing, ms. */
  ms: number;
}

/**
 * `npm run import -- finance <folder>`: parse the folder, then run every
 * record through the service's import commands in its own store. Events are
 * left for the service's outbox to publish; projections are brought up to
 * date here so the next start serves the data at once.
 */
export async function importFinance(folder: string, env: Record<string, string | undefined> = process.env): Promise<CliResult> {
  const config = loadConfig(ImportConfig, env);
  const logger = createLogger({ service: 'finance-import', level: config.LOG_LEVEL });
  const dir = resolve(join(config.MITICS_DATA_DIR, 'finance'));
  const target = config.MONGO_URL ? `MongoDB database ${config.MONGO_DB}` : dir;
  const storage = await openStorage(config.MONGO_URL ? { kind: 'mongo', url: config.MONGO_URL, database: config.MONGO_DB } : { kind: 'embedded', dir });
  try {
    const projections = createProjectionRunner({ store: storage.store, docs: storage.docs, projections: [financeProjection], logger });
    await projections.init();
    await projections.catchUp();
    const clock = () => new Date();
    const ctx: ServiceContext = {
      name: 'finance',
      store: storage.store,
      docs: storage.docs,
      bus: createInProcessBus({ logger }),
      logger,
      // The outbox is the service's: it publishes these events when it next runs.
      commands: createCommandBus({ store: storage.store, projections, outbox: { kick() {} }, clock }),
      clock,
      newId: () => randomUUID(),
    };
    const started = performance.now();
    const parsed = await readFinanceFolder(resolve(folder));
    const report = await applyDataset(ctx, parsed.dataset, { actor: 'system:finance-import', correlationId: `finance-import-${clock().toISOString()}` });
    const ms = performance.now() - started;
    await projections.stop();
    return { report, refused: parsed.refused, target, rowsRead: parsed.rowsRead, files: parsed.files, ms };
  } finally {
    await storage.close();
  }
}

/** Prints the report; exit code 1 when anything was refused (the rest is imported all the same). */
export async function runFinanceImportCli(args: string[]): Promise<number> {
  const folder = args[0];
  if (!folder) {
    console.error('Usage: npm run import -- finance <folder with FEC bulk files (cn, cm, ccl, weball), Schedule A (itcont*.txt) or MiTN exports>');
    return 2;
  }
  const { report, refused, target, rowsRead, files, ms } = await importFinance(folder);
  const line = (name: string, t: { imported: number; updated: number; unchanged: number }) => `${name.padEnd(16)} imported ${t.imported}, updated ${t.updated}, unchanged ${t.unchanged}`;
  console.log(`Imported ${resolve(folder)} into ${target}`);
  console.log(`read ${files.length} file(s), ${rowsRead} row(s) in ${(ms / 1000).toFixed(1)} s`);
  console.log(line('candidates', report.candidates));
  console.log(line('committees', report.committees));
  console.log(line('links', report.links));
  console.log(line('totals', report.totals));
  console.log(`${line('contributions', report.contributions)}, skipped ${report.contributions.skipped} (no Michigan candidate's committee)`);
  for (const r of refused) console.error(`refused ${describeRefusal(r)}`);
  if (refused.length > 0) console.error(`${refused.length} row(s) or file(s) refused; everything else was imported.`);
  return refused.length > 0 ? 1 : 0;
}
