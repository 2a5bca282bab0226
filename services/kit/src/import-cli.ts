import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { createInProcessBus } from './bus/in-process.ts';
import { createCommandBus } from './commands.ts';
import { loadConfig, logLevel, url } from './config.ts';
import { createLogger } from './logger.ts';
import { createProjectionRunner } from './projections.ts';
import type { ImportTally } from './records.ts';
import type { Projection, ServiceContext } from './service.ts';
import { openStorage } from './storage.ts';

/**
 * `npm run import -- <source> <folder>`: a service's import runs its own
 * commands in its own store, from a process of its own. The plumbing is here;
 * the service reads the folder and applies the records.
 */

/** Where an import writes: the same store the service reads. */
export function importConfig(database: string) {
  return z.object({
    /** When set, the service's MongoDB database; otherwise the embedded store `npm start` uses. */
    MONGO_URL: url.optional(),
    MONGO_DB: z.string().trim().min(1).default(database),
    /** The embedded data folder (`npm start`'s MITICS_DATA_DIR); the service's store is its folder named after the service. */
    MITICS_DATA_DIR: z.string().trim().min(1).default('.data'),
    LOG_LEVEL: logLevel.default('warn'),
  });
}

export interface ImportStoreOptions {
  /** The service's name: its context's name and its folder in the embedded data folder. */
  service: string;
  /** The default MongoDB database (MONGO_DB). */
  database: string;
  /** The service's projections, brought up to date before and after the import. */
  projections: Projection[];
  env?: Record<string, string | undefined>;
}

/**
 * Opens the service's store (MONGO_URL, or the embedded one), catches its
 * projections up and runs `work` with a context whose commands write there.
 * Events are left for the service's outbox to publish when it next runs (this
 * process has no NATS); projections are brought up to date so the next start
 * serves the data at once. `target` names the store for the report.
 */
export async function withImportStore<T>(options: ImportStoreOptions, work: (ctx: ServiceContext) => Promise<T>): Promise<{ result: T; target: string }> {
  const config = loadConfig(importConfig(options.database), options.env ?? process.env);
  const logger = createLogger({ service: `${options.service}-import`, level: config.LOG_LEVEL });
  const dir = resolve(join(config.MITICS_DATA_DIR, options.service));
  const target = config.MONGO_URL ? `MongoDB database ${config.MONGO_DB}` : dir;
  const storage = await openStorage(config.MONGO_URL ? { kind: 'mongo', url: config.MONGO_URL, database: config.MONGO_DB } : { kind: 'embedded', dir });
  try {
    const projections = createProjectionRunner({ store: storage.store, docs: storage.docs, projections: options.projections, logger });
    await projections.init();
    await projections.catchUp();
    const clock = () => new Date();
    const ctx: ServiceContext = {
      name: options.service,
      store: storage.store,
      docs: storage.docs,
      bus: createInProcessBus({ logger }),
      logger,
      // The outbox is the service's: it publishes these events when it next runs.
      commands: createCommandBus({ store: storage.store, projections, outbox: { kick() {} }, clock }),
      clock,
      newId: () => randomUUID(),
    };
    const result = await work(ctx);
    await projections.stop();
    return { result, target };
  } finally {
    await storage.close();
  }
}

/** One report line: `<name padded to width> imported n, updated n, unchanged n[, removed n]`. */
export function tallyLine(name: string, width: number, tally: ImportTally & { removed?: number }): string {
  const removed = tally.removed === undefined ? '' : `, removed ${tally.removed}`;
  return `${name.padEnd(width)} imported ${tally.imported}, updated ${tally.updated}, unchanged ${tally.unchanged}${removed}`;
}

export interface ImportCliOptions<R> {
  /** Printed when the folder is missing. */
  usage: string;
  /** Imports the folder: where it went, what was refused, the report's lines. */
  run(folder: string): Promise<{ target: string; refused: readonly R[]; report: string[] }>;
  describeRefusal(refusal: R): string;
  /** What a refusal is of, for the closing line: `row(s) or file(s)`. */
  refusedWhat: string;
}

/**
 * An import's command line (`<folder>`): prints the report; exit code 1 when
 * anything was refused (the rest is imported all the same), 2 without a folder.
 */
export async function runImportCli<R>(args: string[], options: ImportCliOptions<R>): Promise<number> {
  const folder = args[0];
  if (!folder) {
    console.error(options.usage);
    return 2;
  }
  const { target, refused, report } = await options.run(folder);
  console.log(`Imported ${resolve(folder)} into ${target}`);
  for (const line of report) console.log(line);
  for (const r of refused) console.error(`refused ${options.describeRefusal(r)}`);
  if (refused.length > 0) console.error(`${refused.length} ${options.refusedWhat} refused; everything else was imported.`);
  return refused.length > 0 ? 1 : 0;
}
