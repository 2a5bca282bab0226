import { resolve } from 'node:path';
import { runImportCli, tallyLine, withImportStore } from '@mitics/kit';
import { civicProjection } from '../records/projection.ts';
import { applyDataset, type ImportReport } from './apply.ts';
import { readCivicFolder } from './dataset.ts';
import { describeRefusal, type Refusal } from './refusal.ts';

export interface CliResult {
  report: ImportReport;
  refused: Refusal[];
  target: string;
}

/**
 * `npm run import -- civic <folder>`: parse the folder, then run every record
 * through the service's import commands in its own store (the kit's import
 * store: events left for the service's outbox, projections up to date).
 */
export async function importCivic(folder: string, env: Record<string, string | undefined> = process.env): Promise<CliResult> {
  const { result, target } = await withImportStore({ service: 'civic-data', database: 'mitics-civic-data', projections: [civicProjection], env }, async (ctx) => {
    const parsed = await readCivicFolder(resolve(folder));
    const report = await applyDataset(ctx, parsed.dataset, { actor: 'system:civic-import', correlationId: `civic-import-${ctx.clock().toISOString()}` }, parsed.complete);
    return { report, refused: parsed.refused };
  });
  return { ...result, target };
}

/** Prints the report; exit code 1 when anything was refused (the rest is imported all the same). */
export function runCivicImportCli(args: string[]): Promise<number> {
  return runImportCli(args, {
    usage: 'Usage: npm run import -- civic <folder laid out like ../shared/data>',
    describeRefusal,
    refusedWhat: 'file(s) or record(s)',
    async run(folder) {
      const { report, refused, target } = await importCivic(folder);
      const lines = [
        tallyLine('state legislators', 22, report.legislators),
        tallyLine('state committees', 22, report.committees),
        tallyLine('members of Congress', 22, report.members),
        tallyLine('districts', 22, report.districts),
        `${'ZIP codes'.padEnd(22)} set ${report.zips.set}, removed ${report.zips.removed}`,
      ];
      return { target, refused, report: lines };
    },
  });
}
