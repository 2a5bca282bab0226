/**
 * `npm run snapshot:finance [folder]`: runs the finance importers' parsers
 * over a folder laid out like ../shared/data (default: that folder) and writes
 * the compact Michigan snapshot `npm start` loads on first start (only
 * Michigan candidates, their committees, links and totals; only the fields
 * the service uses), plus a provenance file naming each source's repository,
 * commit and date. Refuses to write a snapshot when any row was refused.
 */
import { dirname, join } from 'node:path';
import { readmeRow, runSnapshotScript, serialiseRecordLines, type SnapshotScript } from '@mitics/kit';
import { SNAPSHOT_FILE, type FinanceSnapshot } from '../seed.ts';
import { readFinanceFolder } from './dataset.ts';
import { CONGRESS_LEGISLATORS, FEC_BULK } from './provenance.ts';
import { describeRefusal, type Refusal } from './refusal.ts';

export { DEFAULT_DATA_FOLDER } from '@mitics/kit';
export const PROVENANCE_FILE = join(dirname(SNAPSHOT_FILE), 'provenance.json');

/** One record per line: small diffs when a source changes, and still plain JSON. */
export const serialiseSnapshot = (snapshot: FinanceSnapshot): string => serialiseRecordLines(snapshot, ['sources', 'candidates', 'committees', 'links', 'totals']);

const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));

export async function buildSnapshot(folder: string): Promise<{ snapshot: FinanceSnapshot; refused: Awaited<ReturnType<typeof readFinanceFolder>>['refused'] }> {
  const { dataset, refused } = await readFinanceFolder(folder);
  return {
    snapshot: {
      format: 1,
      sources: dataset.sources.filter((s) => s.key === 'fec-bulk' || s.key === 'congress-legislators'),
      candidates: byId(dataset.candidates),
      committees: byId(dataset.committees),
      links: byId(dataset.links),
      totals: byId(dataset.totals),
    },
    refused,
  };
}

function provenance(snapshot: FinanceSnapshot, readme: string) {
  const fec = readmeRow(readme, FEC_BULK.repository);
  const ucl = readmeRow(readme, CONGRESS_LEGISLATORS.repository);
  return {
    description: 'Michigan campaign-finance snapshot made by the finance importers (npm run snapshot:finance) from byte-for-byte copies of FEC bulk files; only Michigan rows and the fields the service uses.',
    sources: [
      { key: FEC_BULK.key, name: FEC_BULK.name, url: FEC_BULK.url, repository: FEC_BULK.repository, commit: fec.commit, date: fec.date, licence: fec.licence,
        files: ['fec-bulk/cn.txt (candidate master, 2022 cycle)', 'fec-bulk/cm.txt (committee master)', 'fec-bulk/ccl.txt (candidate-committee links)', 'fec-bulk/weball24.txt (2024 candidate totals, coverage to 12/31/2024)'] },
      { key: CONGRESS_LEGISLATORS.key, name: CONGRESS_LEGISLATORS.name, url: CONGRESS_LEGISLATORS.url, repository: CONGRESS_LEGISLATORS.repository, commit: ucl.commit, date: ucl.date, licence: ucl.licence, files: ['congress-legislators/legislators-current.yaml (id.fec → bioguide)'] },
    ],
    counts: {
      candidates: snapshot.candidates.length,
      fromCandidateMaster: snapshot.candidates.filter((c) => c.from === 'cn').length,
      onlyIn2024Totals: snapshot.candidates.filter((c) => c.from === 'weball').length,
      totals2024: snapshot.totals.length,
      committees: snapshot.committees.length,
      links: snapshot.links.length,
      withBioguideId: snapshot.candidates.filter((c) => c.bioguideId).length,
    },
    demo: 'No itemized (Schedule A) file is in the public data: the service adds invented contributions at first start, labelled Demo data (source "demo").',
  };
}

export const snapshotScript: SnapshotScript<FinanceSnapshot, Refusal> = {
  snapshotFile: SNAPSHOT_FILE,
  provenanceFile: PROVENANCE_FILE,
  build: buildSnapshot,
  serialise: serialiseSnapshot,
  describeRefusal,
  provenance,
};

if (process.argv[1] === import.meta.filename) runSnapshotScript(snapshotScript);
