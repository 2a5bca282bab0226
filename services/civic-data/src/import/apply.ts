import type { ServiceContext } from '@mitics/kit';
import { civicCollections } from '../records/projection.ts';
import { emptyTally, importRecords, importZipTable, recordSource, removeRecords, type CommandMeta, type ImportTally } from '../records/commands.ts';
import { committees, districts, legislators, members } from '../records/kinds.ts';
import type { CivicDataset, ParsedFolder } from './dataset.ts';

export interface ImportReport {
  legislators: ImportTally;
  committees: ImportTally;
  members: ImportTally;
  districts: ImportTally;
  zips: { set: number; removed: number };
  sources: number;
}

/**
 * Runs a parsed dataset through the import commands: each record imported
 * (or updated, or left alone when unchanged), and, for a source read whole,
 * records it no longer lists removed. A source with a refusal removes nothing:
 * the refused file may be the one that still lists the record.
 */
export async function applyDataset(
  ctx: ServiceContext,
  dataset: CivicDataset,
  meta: CommandMeta,
  complete: ParsedFolder['complete'] = { legislators: true, committees: true, members: true, districts: true },
): Promise<ImportReport> {
  const c = civicCollections(ctx.docs);
  let sources = 0;
  for (const provenance of dataset.provenance) if (await recordSource(ctx, provenance, meta)) sources += 1;

  const run = async <R extends { id: string }>(
    kind: Parameters<typeof importRecords<R>>[1],
    records: R[],
    known: () => Promise<Array<{ _id: string }>>,
    whole: boolean,
  ): Promise<ImportTally> => {
    const tally = await importRecords(ctx, kind, records, meta, emptyTally());
    if (whole && records.length > 0) {
      const listed = new Set(records.map((r) => r.id));
      const gone = (await known()).map((d) => d._id).filter((id) => !listed.has(id));
      await removeRecords(ctx, kind, gone, 'no longer listed by the source', meta, tally);
    }
    return tally;
  };

  return {
    legislators: await run(legislators, dataset.legislators, () => c.legislators.find({}), complete.legislators),
    committees: await run(committees, dataset.committees, () => c.committees.find({}), complete.committees),
    members: await run(members, dataset.members, () => c.members.find({}), complete.members),
    districts: await run(districts, dataset.districts, () => c.districts.find({}), complete.districts),
    zips: dataset.zips.length > 0 ? await importZipTable(ctx, dataset.zips, meta) : { set: 0, removed: 0 },
    sources,
  };
}
