/**
 * `npm run snapshot:civic [folder]`: runs the civic importers' parsers over a
 * folder laid out like ../shared/data (default: that folder) and writes the
 * compact Michigan snapshot `npm start` loads on first start, plus a
 * provenance file naming each source's repository, commit and date. Refuses
 * to write a snapshot when any file or record was refused.
 */
import { dirname, join } from 'node:path';
import { readmeRow, runSnapshotScript, serialiseRecordLines, type SnapshotScript } from '@mitics/kit';
import { SNAPSHOT_FILE, toSnapshot, type CivicSnapshot } from '../seed.ts';
import { readCivicFolder } from './dataset.ts';
import { describeRefusal, type Refusal } from './refusal.ts';

export { DEFAULT_DATA_FOLDER } from '@mitics/kit';
export const PROVENANCE_FILE = join(dirname(SNAPSHOT_FILE), 'provenance.json');

/** One record per line: small diffs when a source changes, and still plain JSON. */
export const serialiseSnapshot = (snapshot: CivicSnapshot): string =>
  serialiseRecordLines(snapshot, ['provenance', 'legislators', 'committees', 'members', 'districts', 'zips']);

export async function buildSnapshot(folder: string) {
  const parsed = await readCivicFolder(folder);
  return { snapshot: toSnapshot(parsed.dataset), refused: parsed.refused };
}

function provenance(snapshot: CivicSnapshot, readme: string) {
  return {
    description: 'Michigan civic snapshot made by the civic-data importers (npm run snapshot:civic) from byte-for-byte copies of public records.',
    sources: snapshot.provenance.map((p) => ({ ...p, licence: (p.repository && readmeRow(readme, p.repository).licence) || null })),
    counts: {
      stateLegislators: snapshot.legislators.length,
      stateHouse: snapshot.legislators.filter((l) => l.chamber === 'house').length,
      stateSenate: snapshot.legislators.filter((l) => l.chamber === 'senate').length,
      committees: snapshot.committees.length,
      membersOfCongress: snapshot.members.length,
      districts: snapshot.districts.length,
      zips: snapshot.zips.length,
    },
    simplification: 'District outer rings simplified together per chamber (shared borders kept identical), 50 m Douglas-Peucker tolerance, coordinates rounded to 5 decimals.',
  };
}

export const snapshotScript: SnapshotScript<CivicSnapshot, Refusal> = {
  snapshotFile: SNAPSHOT_FILE,
  provenanceFile: PROVENANCE_FILE,
  build: buildSnapshot,
  serialise: serialiseSnapshot,
  describeRefusal,
  provenance,
};

if (process.argv[1] === import.meta.filename) runSnapshotScript(snapshotScript);
