import { toCivicDataEvent, type EventContract } from '@mitics/contracts';
import type { NewEvent, StoredEvent } from '@mitics/kit';
import type { z } from 'zod';

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

export interface RecordKindOptions {
  /** The aggregate name: stream prefix and the payload key of imported/updated events. */
  aggregate: string;
  imported: EventContract<string, z.ZodType>;
  updated: EventContract<string, z.ZodType>;
  removed: EventContract<string, z.ZodType>;
}

/**
 * One imported record type (a legislator, a committee, a member of Congress,
 * a district, a bill): its stream, its fold and its two commands. Importing
 * an unchanged record decides nothing, which keeps re-imports silent.
 */
export function recordKind<R extends { id: string }>({ aggregate, imported, updated, removed }: RecordKindOptions) {
  const payload = (event: { data: unknown }): R => (event.data as Record<string, R>)[aggregate] as R;
  return {
    aggregate,
    stream: (id: string): string => `${aggregate}-${id}`,
    initialState: (): RecordState<R> => ({ kind: 'absent' }),
    evolve(state: RecordState<R>, stored: StoredEvent): RecordState<R> {
      const event = toCivicDataEvent(stored);
      if (!event) return state;
      if (event.type === imported.type || event.type === updated.type) return { kind: 'present', record: payload(event) };
      if (event.type === removed.type && state.kind === 'present') return { kind: 'removed', record: state.record };
      return state;
    },
    /** ImportRecord: new or returning gives `imported`, changed gives `updated`, unchanged nothing. */
    decideImport(state: RecordState<R>, record: R): NewEvent[] {
      if (state.kind !== 'present') return [emit(imported, { [aggregate]: record })];
      const changed = changedFields(state.record, record);
      return changed.length === 0 ? [] : [emit(updated, { [aggregate]: record, changed })];
    },
    /** RemoveRecord: only a present record is removed. */
    decideRemove(state: RecordState<R>, reason: string): NewEvent[] {
      return state.kind === 'present' ? [emit(removed, { id: state.record.id, reason })] : [];
    },
  };
}
export type RecordKind<R extends { id: string }> = ReturnType<typeof recordKind<R>>;
