import type { FinanceCandidateRecord, FinanceCommitteeRecord, FinanceContributionRecord, FinanceLinkRecord } from '@mitics/contracts';
import type { ServiceContext } from '@mitics/kit';
import { candidates, committees, contributions, links, totals } from '../records/kinds.ts';
import { financeCollections, record } from '../records/projection.ts';
import { emptyTally, importRecords, recordSource, type CommandMeta, type ImportTally } from '../records/record.ts';
import type { FinanceDataset } from './dataset.ts';

export interface ImportReport {
  sources: number;
  candidates: ImportTally;
  committees: ImportTally;
  links: ImportTally;
  totals: ImportTally;
  /** `skipped`: itemized FEC rows given to a committee of no candidate of the state. */
  contributions: ImportTally & { skipped: number };
}

/**
 * Which candidate a committee raises for: the candidate's principal
 * committee first, then the committee master's CAND_ID, then a link.
 */
export function committeeCandidates(cands: FinanceCandidateRecord[], cmtes: FinanceCommitteeRecord[], lnks: FinanceLinkRecord[]): Map<string, string> {
  const out = new Map<string, string>();
  const ids = new Set(cands.map((c) => c.id));
  for (const l of lnks) if (ids.has(l.candidateId) && !out.has(l.committeeId)) out.set(l.committeeId, l.candidateId);
  for (const c of cmtes) if (c.candidateId && ids.has(c.candidateId)) out.set(c.id, c.candidateId);
  for (const c of cands) if (c.principalCommitteeId) out.set(c.principalCommitteeId, c.id);
  return out;
}

/**
 * Runs a parsed dataset through the import commands: each record imported,
 * updated when changed, left alone when unchanged. Itemized FEC rows are
 * attributed to their committee's candidate (from this dataset and what the
 * store already holds); rows for committees of no candidate of the state are skipped.
 */
export async function applyDataset(ctx: ServiceContext, dataset: FinanceDataset, meta: CommandMeta): Promise<ImportReport> {
  const c = financeCollections(ctx.docs);
  let sources = 0;
  for (const source of dataset.sources) {
    // A folder without the data README says nothing of the date: the one on record stays.
    if (source.date === null && (await c.sources.findOne({ _id: source.key }))) continue;
    if (await recordSource(ctx, source, meta)) sources += 1;
  }

  const stored = {
    candidates: (await c.candidates.find({})).map(record),
    committees: (await c.committees.find({})).map(record),
    links: (await c.links.find({})).map(record),
  };
  // A folder without congress-legislators keeps the bioguide ids the store has.
  const knownBioguide = new Map(stored.candidates.map((s) => [s.id, s.bioguideId]));
  const cands = dataset.bioguideRead ? dataset.candidates : dataset.candidates.map((x) => ({ ...x, bioguideId: knownBioguide.get(x.id) ?? x.bioguideId }));

  const report: ImportReport = {
    sources,
    candidates: await importRecords(ctx, candidates, cands, meta),
    committees: await importRecords(ctx, committees, dataset.committees, meta),
    links: await importRecords(ctx, links, dataset.links, meta),
    totals: await importRecords(ctx, totals, dataset.totals, meta),
    contributions: { ...emptyTally(), skipped: 0 },
  };

  const allCands = [...stored.candidates, ...cands];
  const allCmtes = [...stored.committees, ...dataset.committees];
  const owner = committeeCandidates(allCands, allCmtes, [...stored.links, ...dataset.links]);
  const names = new Map(allCmtes.map((x) => [x.id, x.name]));
  const kept: FinanceContributionRecord[] = [];
  for (const row of dataset.contributions) {
    if (row.source !== 'fec-indiv') {
      kept.push(row);
      continue;
    }
    const candidateId = owner.get(row.committeeId);
    if (!candidateId) {
      report.contributions.skipped += 1;
      continue;
    }
    kept.push({ ...row, candidateId, committeeName: names.get(row.committeeId) ?? null });
  }
  await importRecords(ctx, contributions, kept, meta, report.contributions);
  return report;
}
