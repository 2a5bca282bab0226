import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FinanceCandidateRecord, FinanceCommitteeRecord, FinanceLinkRecord, FinanceSource, FinanceTotalsRecord } from '@mitics/contracts';
import type { ServiceContext } from '@mitics/kit';
import { demoContributions } from './demo.ts';
import { applyDataset, type ImportReport } from './import/apply.ts';
import { DEMO_SOURCE } from './import/provenance.ts';
import { contributions } from './records/kinds.ts';
import { financeCollections, record } from './records/projection.ts';
import { importRecords, recordSource, type CommandMeta } from './records/record.ts';

/** The committed Michigan snapshot (made by `npm run snapshot:finance` from ../shared/data). */
export const SNAPSHOT_FILE = fileURLToPath(new URL('../snapshot/finance-mi.json', import.meta.url));

export const FinanceSnapshot = z.object({
  format: z.literal(1),
  sources: z.array(FinanceSource),
  candidates: z.array(FinanceCandidateRecord),
  committees: z.array(FinanceCommitteeRecord),
  links: z.array(FinanceLinkRecord),
  totals: z.array(FinanceTotalsRecord),
});
export type FinanceSnapshot = z.infer<typeof FinanceSnapshot>;

export async function readSnapshot(file = SNAPSHOT_FILE): Promise<FinanceSnapshot> {
  return FinanceSnapshot.parse(JSON.parse(await readFile(file, 'utf8')));
}

/**
 * First start: the committed snapshot through the import commands, only into
 * a store that has no candidates yet (a later `npm run import -- finance` is
 * never overwritten by the older snapshot). Null when nothing was loaded.
 */
export async function loadSnapshotIfEmpty(ctx: ServiceContext, meta: CommandMeta, file = SNAPSHOT_FILE): Promise<ImportReport | null> {
  const c = financeCollections(ctx.docs);
  if ((await c.candidates.count({})) > 0) return null;
  const { format: _format, ...rest } = await readSnapshot(file);
  const report = await applyDataset(ctx, { ...rest, contributions: [], bioguideRead: true }, meta);
  ctx.logger.info({ candidates: report.candidates.imported, totals: report.totals.imported, committees: report.committees.imported }, 'loaded the finance snapshot');
  return report;
}

/**
 * The labelled demo contributions, only into a store with candidates and no
 * itemized rows at all: a restart adds nothing, and once real itemized rows
 * are imported the read side leaves the demo rows out.
 */
export async function loadDemoIfEmpty(ctx: ServiceContext, meta: CommandMeta): Promise<number> {
  const c = financeCollections(ctx.docs);
  if ((await c.contributions.count({})) > 0) return 0;
  const rows = demoContributions((await c.candidates.find({})).map(record), (await c.totals.find({})).map(record));
  if (rows.length === 0) return 0;
  await recordSource(ctx, DEMO_SOURCE, meta);
  const tally = await importRecords(ctx, contributions, rows, meta);
  ctx.logger.info({ contributions: tally.imported }, 'loaded the finance demo contributions (labelled Demo data)');
  return tally.imported;
}
