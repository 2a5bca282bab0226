/**
 * `npm run snapshot:civic [folder]`: runs the civic importers' parsers over a
 * folder laid out like ../shared/data (default: that folder) and writes the
 * compact Michigan snapshot `npm start` loads on first start, plus a
 * provenance file naming each source's repository, commit and date. Refuses
 * to write a snapshot when any file or record was refused.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { SNAPSHOT_FILE, toSnapshot, type CivicSnapshot } from '../seed.ts';
import { readCivicFolder } from './dataset.ts';
import { describeRefusal } from './refusal.ts';

export const PROVENANCE_FILE = join(dirname(SNAPSHOT_FILE), 'provenance.json');
const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
export const DEFAULT_DATA_FOLDER = resolve(REPO_ROOT, '../shared/data');

/** One record per line: small diffs when a source changes, and still plain JSON. */
export function serialiseSnapshot(snapshot: CivicSnapshot): string {
  const lines: string[] = ['{', `"format":${snapshot.format},`];
  const keys = ['provenance', 'legislators', 'committees', 'members', 'districts', 'zips'] as const;
  keys.forEach((key, k) => {
    const items = snapshot[key] as unknown[];
    lines.push(`"${key}":[`);
    items.forEach((item, i) => lines.push(JSON.stringify(item) + (i < items.length - 1 ? ',' : '')));
    lines.push(`]${k < keys.length - 1 ? ',' : ''}`);
  });
  lines.push('}');
  return lines.join('\n') + '\n';
}

/** Licence of each dataset, from the README's sources table (column 5). */
function licences(readme: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of readme.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length > 6 && cells[2]?.includes('/')) out[cells[2]] = cells[5] ?? '';
  }
  return out;
}

export async function buildSnapshot(folder: string) {
  const parsed = await readCivicFolder(folder);
  return { snapshot: toSnapshot(parsed.dataset), refused: parsed.refused };
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
  const licenceOf = licences(readme);
  const provenance = {
    description: 'Michigan civic snapshot made by the civic-data importers (npm run snapshot:civic) from byte-for-byte copies of public records.',
    sources: snapshot.provenance.map((p) => ({ ...p, licence: (p.repository && licenceOf[p.repository]) || null })),
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
