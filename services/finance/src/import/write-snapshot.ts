/**
 * `npm run snapshot:finance [folder]`: runs the finance importers' parsers
 * over a folder laid out like ../shared/data (default: that folder) and writes
 * the compact Michigan snapshot `npm start` loads on first start (only
 * Michigan candidates, their committees, links and totals; only the fields
 * the service uses), plus a provenance file naming each source's repository,
 * commit and date. Refuses to write a snapshot when any row was refused.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { SNAPSHOT_FILE, type FinanceSnapshot } from '../seed.ts';
import { readFinanceFolder } from './dataset.ts';
import { CONGRESS_LEGISLATORS, FEC_BULK, readmeRow } from './provenance.ts';
import { describeRefusal } from './refusal.ts';

export const PROVENANCE_FILE = join(dirname(SNAPSHOT_FILE), 'provenance.json');
const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
export const DEFAULT_DATA_FOLDER = resolve(REPO_ROOT, '../shared/data');

/** One record per line: small diffs when a source changes, and still plain JSON. */
export function serialiseSnapshot(snapshot: FinanceSnapshot): string {
  const lines: string[] = ['{', `"format":${snapshot.format},`];
  const keys = ['sources', 'candidates', 'committees', 'links', 'totals'] as const;
  keys.forEach((key, k) => {
    const items = snapshot[key] as unknown[];
    lines.push(`"${key}":[`);
    items.forEach((item, i) => lines.push(JSON.stringify(item) + (i < items.length - 1 ? ',' : '')));
    lines.push(`]${k < keys.length - 1 ? ',' : ''}`);
  });
  lines.push('}');
  return lines.join('\n') + '\n';
}

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

async function main(): Promise<void> {
  const folder = resolve(process.argv[2] ?? DEFAULT_DATA_FOLDER);
  const { snapshot, refused } = await buildSnapshot(folder);
  if (refused.length > 0) {
    for (const r of refused) console.error(`refused ${describeRefusal(r)}`);
    console.error(`${refused.length} refused; no snapshot written.`);
    process.exit(1);
  }
  const text = serialiseSnapshot(snapshot);
  await mkdir(dirname(SNAPSHOT_FILE), { recursive: true });
  await writeFile(SNAPSHOT_FILE, text);
  const readme = await readFile(join(folder, 'README.md'), 'utf8').catch(() => '');
  const fec = readmeRow(readme, FEC_BULK.repository);
  const ucl = readmeRow(readme, CONGRESS_LEGISLATORS.repository);
  const provenance = {
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
  await writeFile(PROVENANCE_FILE, JSON.stringify(provenance, null, 2) + '\n');
  console.log(`wrote ${SNAPSHOT_FILE} (${(Buffer.byteLength(text) / 1024).toFixed(0)} kB) and ${PROVENANCE_FILE}`);
  console.log(JSON.stringify(provenance.counts));
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
