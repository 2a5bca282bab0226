import type { EventContract } from '@mitics/contracts';
import type { z } from 'zod';
import type { AppendMeta, NewEvent, StoredEvent } from './event-store/port.ts';
import type { ServiceContext } from './service.ts';

/**
 * Imported records: public data (legislators, candidates, committees...) that
 * a service keeps one stream per record, written by re-runnable imports where
 * an unchanged record decides nothing.
 */

export type CommandMeta = Pick<AppendMeta, 'actor' | 'correlationId'>;

/**
 * One imported record's write-side state. A removed record keeps its last
 * version so a later import that lists it again brings it back as `imported`.
 */
export type RecordState<R> = { kind: 'absent' } | { kind: 'present'; record: R } | { kind: 'removed'; record: R };

/** JSON with object keys sorted, so two equal records always compare equal. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The top-level fields whose values differ between two records. */
export function changedFields(before: object, after: object): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => stableJson(a[k]) !== stableJson(b[k])).sort();
}

/** Builds an event from its contract, so type, version and payload shape cannot drift apart. */
export function emit<T extends string, S extends z.ZodType>(contract: EventContract<T, S>, data: z.infer<S>): NewEvent {
  return { type: contract.type, version: contract.version, data };
}

/** A service's reading of its own stored events (its contracts' `to…Event`): null for one it does not know. */
export type EventReader = (stored: StoredEvent) => { type: string; data: unknown } | null;

export interface RecordKindOptions {
  /** The aggregate name: stream prefix and the payload key of imported/updated events. */
  aggregate: string;
  imported: EventContract<string, z.ZodType>;
  updated: EventContract<string, z.ZodType>;
  /** When the kind can be removed (a source stopped listing the record); without it `decideRemove` decides nothing. */
  removed?: EventContract<string, z.ZodType>;
  /** How the service reads its stored events. */
  read: EventReader;
}

/**
 * One imported record type: its stream (`<aggregate>-<id>`), its fold and its
 * commands. Importing an unchanged record decides nothing, which keeps
 * re-imports silent.
 */
export function recordKind<R extends { id: string }>({ aggregate, imported, updated, removed, read }: RecordKindOptions) {
  const payload = (event: { data: unknown }): R => (event.data as Record<string, R>)[aggregate] as R;
  return {
    aggregate,
    stream: (id: string): string => `${aggregate}-${id}`,
    initialState: (): RecordState<R> => ({ kind: 'absent' }),
    evolve(state: RecordState<R>, stored: StoredEvent): RecordState<R> {
      const event = read(stored);
      if (!event) return state;
      if (event.type === imported.type || event.type === updated.type) return { kind: 'present', record: payload(event) };
      if (removed && event.type === removed.type && state.kind === 'present') return { kind: 'removed', record: state.record };
      return state;
    },
    /** ImportRecord: new or returning gives `imported`, changed gives `updated` (with the changed fields), unchanged nothing. */
    decideImport(state: RecordState<R>, record: R): NewEvent[] {
      if (state.kind !== 'present') return [emit(imported, { [aggregate]: record })];
      const changed = changedFields(state.record, record);
      return changed.length === 0 ? [] : [emit(updated, { [aggregate]: record, changed })];
    },
    /** RemoveRecord: only a present record is removed. */
    decideRemove(state: RecordState<R>, reason: string): NewEvent[] {
      return removed && state.kind === 'present' ? [emit(removed, { id: state.record.id, reason })] : [];
    },
  };
}
export type RecordKind<R extends { id: string }> = ReturnType<typeof recordKind<R>>;

export interface ImportTally {
  imported: number;
  updated: number;
  unchanged: number;
}
export const emptyTally = (): ImportTally => ({ imported: 0, updated: 0, unchanged: 0 });

/** ImportRecord for each record, one stream each; tallies what each decided (into `tally` when given). */
export async function importRecords<R extends { id: string }>(ctx: ServiceContext, kind: RecordKind<R>, records: readonly R[], meta: CommandMeta): Promise<ImportTally>;
export async function importRecords<R extends { id: string }, T extends ImportTally>(
  ctx: ServiceContext,
  kind: RecordKind<R>,
  records: readonly R[],
  meta: CommandMeta,
  tally: T,
): Promise<T>;
export async function importRecords<R extends { id: string }>(
  ctx: ServiceContext,
  kind: RecordKind<R>,
  records: readonly R[],
  meta: CommandMeta,
  tally: ImportTally = emptyTally(),
): Promise<ImportTally> {
  for (const record of records) {
    const { events } = await ctx.commands.execute<RecordState<R>>({
      stream: kind.stream(record.id),
      initialState: kind.initialState(),
      evolve: kind.evolve,
      decide: (state) => kind.decideImport(state, record),
      meta,
    });
    const type = events[0]?.type ?? '';
    if (events.length === 0) tally.unchanged += 1;
    else if (type.endsWith('.updated')) tally.updated += 1;
    else tally.imported += 1;
  }
  return tally;
}

/** RemoveRecord for each listed id; adds how many were removed to `tally`. */
export async function removeRecords<R extends { id: string }, T extends { removed: number }>(
  ctx: ServiceContext,
  kind: RecordKind<R>,
  ids: readonly string[],
  reason: string,
  meta: CommandMeta,
  tally: T,
): Promise<T> {
  for (const id of ids) {
    const { events } = await ctx.commands.execute<RecordState<R>>({
      stream: kind.stream(id),
      initialState: kind.initialState(),
      evolve: kind.evolve,
      decide: (state) => kind.decideRemove(state, reason),
      meta,
    });
    tally.removed += events.length;
  }
  return tally;
}

/**
 * A single-value aggregate (a source's provenance, a status): setting the
 * value it already has decides nothing. True when it changed.
 */
export async function setValue<S extends z.ZodType>(
  ctx: ServiceContext,
  read: EventReader,
  stream: string,
  contract: EventContract<string, S>,
  data: z.infer<S>,
  meta: CommandMeta,
): Promise<boolean> {
  const { events } = await ctx.commands.execute<string | null>({
    stream,
    initialState: null,
    evolve: (state, stored: StoredEvent) => (stored.type === contract.type ? stableJson(read(stored)?.data) : state),
    decide: (current): NewEvent[] => (current === stableJson(data) ? [] : [emit(contract, data)]),
    meta,
  });
  return events.length > 0;
}
