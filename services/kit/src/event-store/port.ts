import type { EventEnvelope } from '@mitics/contracts';

/** An event a command decided on, before the store gives it an id and position. */
export interface NewEvent<T extends string = string, D = unknown> {
  type: T;
  version: number;
  data: D;
}

export interface AppendMeta {
  actor: string;
  correlationId: string;
  causationId?: string | null;
  /** ISO time; the store uses its clock when absent. */
  occurredAt?: string;
}

/** The stream version the writer saw: 0 or 'no_stream' for a new stream, 'any' to skip the check. */
export type ExpectedVersion = number | 'no_stream' | 'any';

/** An envelope as stored: `position` orders all events of one store (gaps allowed, never reordered). */
export interface StoredEvent extends EventEnvelope {
  position: number;
}

export interface AppendResult {
  events: StoredEvent[];
  /** The stream's version after the append. */
  streamVersion: number;
}

/**
 * The event store port. A batch appended to one stream is atomic: all of it or
 * none. `append` throws ConcurrencyError when the stream is not at `expectedVersion`.
 * Every appended event starts unpublished; the outbox relay publishes and marks it.
 */
export interface EventStore {
  append(stream: string, events: NewEvent[], options: { expectedVersion: ExpectedVersion; meta: AppendMeta }): Promise<AppendResult>;
  readStream(stream: string): Promise<StoredEvent[]>;
  /** Events with position > `after`, in position order, at most `limit`. */
  readAll(after: number, limit: number): Promise<StoredEvent[]>;
  /** Unpublished events in position order, at most `limit` (the outbox). */
  readUnpublished(limit: number): Promise<StoredEvent[]>;
  markPublished(eventIds: string[]): Promise<void>;
  /** Resolves when the store answers; rejects with UnavailableError otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
