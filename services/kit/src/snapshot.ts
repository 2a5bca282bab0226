import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/**
 * `npm run snapshot:<service> [folder]`: a service's importers run over a
 * folder laid out like ../shared/data and write the compact snapshot
 * `npm start` loads on first start, plus a provenance file beside it. The
 * writing is here; what goes in is the service's.
 */

/** ../shared/data beside the repository: the public data the snapshots are made from. */
export const DEFAULT_DATA_FOLDER = resolve(import.meta.dirname, '../../../../shared/data');

/**
 * `format` first, then each listed array one record per line: small diffs
 * when a source changes, and still plain JSON.
 */
export function serialiseRecordLines<S extends { format: number }>(snapshot: S, keys: readonly (keyof S & string)[]): string {
  const lines: string[] = ['{', `"format":${snapshot.format},`];
  keys.forEach((key, k) => {
    const items = snapshot[key] as unknown[];
    lines.push(`"${key}":[`);
    items.forEach((item, i) => lines.push(JSON.stringify(item) + (i < items.length - 1 ? ',' : '')));
    lines.push(`]${k < keys.length - 1 ? ',' : ''}`);
  });
  lines.push('}');
  return lines.join('\n') + '\n';
}

/** A source's row in a data folder README's sources table (`| key | repository | commit | date | licence |`). */
export function readmeRow(readme: string | null, repository: string): { commit: string | null; date: string | null; licence: string | null } {
  for (const line of (readme ?? '').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells[2] !== repository) continue;
    return {
      commit: cells[3]?.match(/[0-9a-f]{40}/)?.[0] ?? null,
      date: cells[4]?.match(/^\d{4}-\d{2}-\d{2}$/)?.[0] ?? null,
      licence: cells[5] || null,
    };
  }
  return { commit: null, date: null, licence: null };
}

export interface SnapshotScript<S, R> {
  snapshotFile: string;
  provenanceFile: string;
  /** Parses the folder into the snapshot; anything refused stops the write. */
  build(folder: string): Promise<{ snapshot: S; refused: readonly R[] }>;
  serialise(snapshot: S): string;
  describeRefusal(refusal: R): string;
  /** The provenance file's content, from the snapshot and the folder's README ('' when it has none); `counts` is printed too. */
  provenance(snapshot: S, readme: string): { counts: unknown };
}

/**
 * Builds the snapshot from `folder` (default ../shared/data) and writes it and
 * its provenance; refuses to write anything when a row, file or record was
 * refused (exit code 1).
 */
export async function writeSnapshot<S, R>(script: SnapshotScript<S, R>, folderArg: string | undefined): Promise<number> {
  const folder = resolve(folderArg ?? DEFAULT_DATA_FOLDER);
  const { snapshot, refused } = await script.build(folder);
  if (refused.length > 0) {
    for (const r of refused) console.error(`refused ${script.describeRefusal(r)}`);
    console.error(`${refused.length} refused; no snapshot written.`);
    return 1;
  }
  const text = script.serialise(snapshot);
  await mkdir(dirname(script.snapshotFile), { recursive: true });
  await writeFile(script.snapshotFile, text);
  const readme = await readFile(join(folder, 'README.md'), 'utf8').catch(() => '');
  const provenance = script.provenance(snapshot, readme);
  await writeFile(script.provenanceFile, JSON.stringify(provenance, null, 2) + '\n');
  console.log(`wrote ${script.snapshotFile} (${(Buffer.byteLength(text) / 1024).toFixed(0)} kB) and ${script.provenanceFile}`);
  console.log(JSON.stringify(provenance.counts));
  return 0;
}

/** The script's main: the folder from argv, exit code from writeSnapshot, an error printed and exit 1. */
export function runSnapshotScript<S, R>(script: SnapshotScript<S, R>, argv: readonly string[] = process.argv.slice(2)): void {
  writeSnapshot(script, argv[0]).then(
    (code) => {
      if (code !== 0) process.exit(code);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
