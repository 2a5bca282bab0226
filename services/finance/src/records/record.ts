import { toFinanceEvent, type EventContract, type FinanceSource } from '@mitics/contracts';
import { FinanceSourceRecorded } from '@mitics/contracts';
import type { AppendMeta, NewEvent, ServiceContext, StoredEvent } from '@mitics/kit';
import type { z } from 'zod';

export type CommandMeta = Pick<AppendMeta, 'actor' | 'correlationId'>;

/** One imported record's write-side state. */
export type RecordState<R> = { kind: 'absent' } | { kind: 'present'; record: R };

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

/**
 * One imported record type (candidate, committee, link, totals, contribution):
 * its stream (`<aggregate>-<id>`), its fold and its ImportRecord decision.
 * Importing an unchanged record decides nothing, which keeps re-imports silent.
 */
export function recordKind<R extends { id: string }>({
  aggregate,
  imported,
  updated,
}: {
  aggregate: string;
  imported: EventContract<string, z.ZodType>;
  updated: EventContract<string, z.ZodType>;
}) {
  const payload = (event: { data: unknown }): R => (event.data as Record<string, R>)[aggregate] as R;
  return {
    aggregate,
    stream: (id: string): string => `${aggregate}-${id}`,
    initialState: (): RecordState<R> => ({ kind: 'absent' }),
    evolve(state: RecordState<R>, stored: StoredEvent): RecordState<R> {
      const event = toFinanceEvent(stored);
      if (event && (event.type === imported.type || event.type === updated.type)) return { kind: 'present', record: payload(event) };
      return state;
    },
    /** New gives `imported`, changed gives `updated` (with the changed fields), unchanged nothing. */
    decideImport(state: RecordState<R>, record: R): NewEvent[] {
      if (state.kind !== 'present') return [emit(imported, { [aggregate]: record })];
      const changed = changedFields(state.record, record);
      return changed.length === 0 ? [] : [emit(updated, { [aggregate]: record, changed })];
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

/** ImportRecord for each record, one stream each; tallies what each decided. */
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

/** RecordSource: a source's name, address and date; the same value again decides nothing. */
export async function recordSource(ctx: ServiceContext, source: FinanceSource, meta: CommandMeta): Promise<boolean> {
  const { events } = await ctx.commands.execute<string | null>({
    stream: `source-${source.key}`,
    initialState: null,
    evolve: (state, stored: StoredEvent) => (stored.type === FinanceSourceRecorded.type ? stableJson(toFinanceEvent(stored)?.data) : state),
    decide: (current): NewEvent[] => (current === stableJson({ source }) ? [] : [emit(FinanceSourceRecorded, { source })]),
    meta,
  });
  return events.length > 0;
}
