import {
  FederalIssuesSet,
  FederalVotesSet,
  SessionStatusSet,
  SourceRecorded,
  toCivicDataEvent,
  UpcomingVotesSet,
  ZipTableChanged,
  ZipTableImported,
  type EventContract,
  type SourceProvenance,
  type ZipDistricts,
} from '@mitics/contracts';
import { emit, setValue as setKitValue, type CommandMeta, type ImportTally as KitImportTally, type NewEvent, type ServiceContext, type StoredEvent } from '@mitics/kit';
import type { z } from 'zod';

/** The record-command helpers are the kit's; the civic-data service adds its single values and the ZIP table. */
export { importRecords, removeRecords, type CommandMeta, type RecordKind, type RecordState } from '@mitics/kit';

/** Civic records can be removed: a source that stops listing one. */
export interface ImportTally extends KitImportTally {
  removed: number;
}
export const emptyTally = (): ImportTally => ({ imported: 0, updated: 0, unchanged: 0, removed: 0 });

/**
 * A single-value aggregate (a source's provenance, the session status, the
 * upcoming votes, the federal issues and votes): setting the value it already
 * has decides nothing.
 */
const setValue = <S extends z.ZodType>(ctx: ServiceContext, stream: string, contract: EventContract<string, S>, data: z.infer<S>, meta: CommandMeta): Promise<boolean> =>
  setKitValue(ctx, toCivicDataEvent, stream, contract, data, meta);

export const recordSource = (ctx: ServiceContext, provenance: SourceProvenance, meta: CommandMeta) =>
  setValue(ctx, `source-${provenance.key}`, SourceRecorded, { provenance }, meta);
export const setSessionStatus = (ctx: ServiceContext, data: z.infer<typeof SessionStatusSet.data>, meta: CommandMeta) =>
  setValue(ctx, 'legislature-session', SessionStatusSet, data, meta);
export const setUpcomingVotes = (ctx: ServiceContext, data: z.infer<typeof UpcomingVotesSet.data>, meta: CommandMeta) =>
  setValue(ctx, 'upcoming-votes', UpcomingVotesSet, data, meta);
export const setFederalIssues = (ctx: ServiceContext, data: z.infer<typeof FederalIssuesSet.data>, meta: CommandMeta) =>
  setValue(ctx, 'federal-issues', FederalIssuesSet, data, meta);
export const setFederalVotes = (ctx: ServiceContext, data: z.infer<typeof FederalVotesSet.data>, meta: CommandMeta) =>
  setValue(ctx, 'federal-votes', FederalVotesSet, data, meta);

type ZipTable = Map<string, string>;

/** Pure: the events that bring the ZIP table from `current` to `entries`. */
export function decideZipTable(current: ZipTable | null, entries: readonly ZipDistricts[]): NewEvent[] {
  if (current === null) return [emit(ZipTableImported, { entries: [...entries] })];
  const next = new Map(entries.map((e) => [e.zip, e]));
  const set = entries.filter((e) => current.get(e.zip) !== e.districts.join(','));
  const removed = [...current.keys()].filter((zip) => !next.has(zip)).sort();
  return set.length === 0 && removed.length === 0 ? [] : [emit(ZipTableChanged, { set, removed })];
}

function evolveZipTable(state: ZipTable | null, stored: StoredEvent): ZipTable | null {
  const event = toCivicDataEvent(stored);
  if (event?.type === 'civic-data.zip-table.imported') return new Map(event.data.entries.map((e) => [e.zip, e.districts.join(',')]));
  if (event?.type === 'civic-data.zip-table.changed' && state) {
    const next = new Map(state);
    for (const e of event.data.set) next.set(e.zip, e.districts.join(','));
    for (const zip of event.data.removed) next.delete(zip);
    return next;
  }
  return state;
}

/** ImportZipTable: the whole Michigan table on first import, then only the ZIPs that changed. */
export async function importZipTable(ctx: ServiceContext, entries: readonly ZipDistricts[], meta: CommandMeta): Promise<{ set: number; removed: number }> {
  const { events } = await ctx.commands.execute<ZipTable | null>({
    stream: 'zip-table-mi',
    initialState: null,
    evolve: evolveZipTable,
    decide: (state) => decideZipTable(state, entries),
    meta,
  });
  const event = events[0] ? toCivicDataEvent(events[0]) : null;
  if (event?.type === 'civic-data.zip-table.imported') return { set: event.data.entries.length, removed: 0 };
  if (event?.type === 'civic-data.zip-table.changed') return { set: event.data.set.length, removed: event.data.removed.length };
  return { set: 0, removed: 0 };
}
