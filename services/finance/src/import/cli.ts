import { resolve } from 'node:path';
import { runImportCli, tallyLine, withImportStore } from '@mitics/kit';
import { financeProjection } from '../records/projection.ts';
import { applyDataset, type ImportReport } from './apply.ts';
import { readFinanceFolder } from './dataset.ts';
import { describeRefusal, type Refusal } from './refusal.ts';

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
 * record through the service's import commands in its own store (the kit's
 * import store: events left for the service's outbox, projections up to date).
 */
export async function importFinance(folder: string, env: Record<string, string | undefined> = process.env): Promise<CliResult> {
  const { result, target } = await withImportStore({ service: 'finance', database: 'mitics-finance', projections: [financeProjection], env }, async (ctx) => {
    const started = performance.now();
    const parsed = await readFinanceFolder(resolve(folder));
    const report = await applyDataset(ctx, parsed.dataset, { actor: 'system:finance-import', correlationId: `finance-import-${ctx.clock().toISOString()}` });
    return { parsed, report, ms: performance.now() - started };
  });
  const { parsed, report, ms } = result;
  return { report, refused: parsed.refused, target, rowsRead: parsed.rowsRead, files: parsed.files, ms };
}

/** Prints the report; exit code 1 when anything was refused (the rest is imported all the same). */
export function runFinanceImportCli(args: string[]): Promise<number> {
  return runImportCli(args, {
    usage: 'Usage: npm run import -- finance <folder with FEC bulk files (cn, cm, ccl, weball), Schedule A (itcont*.txt) or MiTN exports>',
    describeRefusal,
    refusedWhat: 'row(s) or file(s)',
    async run(folder) {
      const { report, refused, target, rowsRead, files, ms } = await importFinance(folder);
      const lines = [
        `read ${files.length} file(s), ${rowsRead} row(s) in ${(ms / 1000).toFixed(1)} s`,
        tallyLine('candidates', 16, report.candidates),
        tallyLine('committees', 16, report.committees),
        tallyLine('links', 16, report.links),
        tallyLine('totals', 16, report.totals),
        `${tallyLine('contributions', 16, report.contributions)}, skipped ${report.contributions.skipped} (no Michigan candidate's committee)`,
      ];
      return { target, refused, report: lines };
    },
  });
}
