import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ServiceContext } from '@mitics/kit';
import { z } from 'zod';
import { CongressMemberRecord, DistrictRecord, SourceProvenance, StateCommitteeRecord, StateLegislatorRecord, ZipDistricts } from '@mitics/contracts';
import { demoBills, demoFederalVotes, demoSession, demoUpcomingVotes, DEMO_FEDERAL_ISSUES } from './bills/demo.ts';
import { applyDataset, type ImportReport } from './import/apply.ts';
import type { CivicDataset } from './import/dataset.ts';
import { DEMO_SOURCE } from './import/provenance.ts';
import { civicCollections, record } from './records/projection.ts';
import { importRecords, recordSource, setFederalIssues, setFederalVotes, setSessionStatus, setUpcomingVotes, type CommandMeta } from './records/commands.ts';
import { bills } from './records/kinds.ts';

/** The committed Michigan snapshot (made by `npm run snapshot:civic` from ../shared/data). */
export const SNAPSHOT_FILE = fileURLToPath(new URL('../snapshot/civic-mi.json', import.meta.url));

export const CivicSnapshot = z.object({
  format: z.literal(1),
  provenance: z.array(SourceProvenance),
  legislators: z.array(StateLegislatorRecord),
  committees: z.array(StateCommitteeRecord),
  members: z.array(CongressMemberRecord),
  districts: z.array(DistrictRecord),
  zips: z.array(ZipDistricts),
});
export type CivicSnapshot = z.infer<typeof CivicSnapshot>;

export const toSnapshot = (dataset: CivicDataset): CivicSnapshot => ({ format: 1, ...dataset });

export async function readSnapshot(file = SNAPSHOT_FILE): Promise<CivicSnapshot> {
  return CivicSnapshot.parse(JSON.parse(await readFile(file, 'utf8')));
}

/**
 * First start: loads the committed snapshot through the import commands, only
 * into a store that has no roster yet (a later `npm run import -- civic` is
 * never overwritten by the older snapshot). Answers the report, or null when
 * nothing was loaded.
 */
export async function loadSnapshotIfEmpty(ctx: ServiceContext, meta: CommandMeta, file = SNAPSHOT_FILE): Promise<ImportReport | null> {
  const c = civicCollections(ctx.docs);
  if ((await c.legislators.count({})) > 0 || (await c.members.count({})) > 0) return null;
  const snapshot = await readSnapshot(file);
  const { format: _format, ...dataset } = snapshot;
  const report = await applyDataset(ctx, dataset, meta);
  ctx.logger.info({ legislators: report.legislators.imported, committees: report.committees.imported, members: report.members.imported, districts: report.districts.imported, zips: report.zips.set }, 'loaded the civic snapshot');
  return report;
}

/**
 * The labelled demo set for what no file gives (bills and votes without an
 * Open States API key, session status, upcoming votes, federal issues and
 * roll calls): only into a store that has no bills and no session yet, so a
 * restart adds nothing and API data is never mixed with demo bills.
 */
export async function loadDemoIfEmpty(ctx: ServiceContext, meta: CommandMeta, options: { now: Date; bills: boolean }): Promise<boolean> {
  const c = civicCollections(ctx.docs);
  if (await c.notices.findOne({ _id: 'session' })) return false;
  const roster = (await c.legislators.find({})).map(record);
  const members = (await c.members.find({})).map(record);
  await recordSource(ctx, DEMO_SOURCE, meta);
  const demo = demoBills(roster, options.now);
  if (options.bills && (await c.bills.count({})) === 0) await importRecords(ctx, bills, demo, meta);
  await setSessionStatus(ctx, { status: demoSession(demo, options.now) }, meta);
  await setUpcomingVotes(ctx, { votes: demoUpcomingVotes(demo, options.now), source: 'demo' }, meta);
  await setFederalIssues(ctx, { issues: DEMO_FEDERAL_ISSUES, source: 'demo' }, meta);
  await setFederalVotes(ctx, { votes: demoFederalVotes(members, options.now), source: 'demo' }, meta);
  ctx.logger.info('loaded the civic demo set (labelled Demo data)');
  return true;
}
