import { ConcurrencyError, ConflictError } from './errors.ts';
import type { EventStore } from './event-store/port.ts';
import type { CommandBus } from './service.ts';

export interface CommandBusOptions {
  store: EventStore;
  /** Awaited after each append so the caller's next read sees its write. */
  projections: { catchUp(): Promise<void> };
  /** Woken after each append; publishing happens in the background. */
  outbox: { kick(): void };
  /** Fills `occurredAt` when the command's meta has none. */
  clock?: () => Date;
  /** Re-runs after a ConcurrencyError before giving up; default 3. */
  retries?: number;
}

/**
 * The command path every service uses: load the stream, fold it, decide,
 * append with the version just read. When another writer got there first the
 * command is decided again on the new state (a few times), so a refusal like
 * "already published" comes from the real current state, not a stale one.
 */
export function createCommandBus({ store, projections, outbox, clock, retries = 3 }: CommandBusOptions): CommandBus {
  return {
    async execute(args) {
      const meta = args.meta.occurredAt || !clock ? args.meta : { ...args.meta, occurredAt: clock().toISOString() };
      const stale = () => new ConflictError(args.staleMessage ?? `${args.stream} changed since it was read`);
      for (let attempt = 0; ; attempt++) {
        const history = await store.readStream(args.stream);
        const state = history.reduce(args.evolve, args.initialState);
        const last = history[history.length - 1];
        const current = last ? last.streamVersion : 0;
        // Based on an older version: refused before deciding, so nobody overwrites a change they never saw.
        if (args.expectedVersion !== undefined && args.expectedVersion !== current) throw stale();
        const decided = args.decide(state);
        if (decided.length === 0) return { state, events: [], version: current };
        const expectedVersion = last ? last.streamVersion : 'no_stream';
        let appended;
        try {
          appended = await store.append(args.stream, decided, { expectedVersion, meta });
        } catch (error) {
          if (error instanceof ConcurrencyError && args.expectedVersion !== undefined) throw stale();
          if (error instanceof ConcurrencyError && attempt < retries) continue;
          throw error;
        }
        try {
          await projections.catchUp();
        } finally {
          outbox.kick();
        }
        const version = appended.events[appended.events.length - 1]?.streamVersion ?? current;
        return { state: appended.events.reduce(args.evolve, state), events: appended.events, version };
      }
    },
  };
}
