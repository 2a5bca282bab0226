import { randomUUID } from 'node:crypto';
import { EventEnvelope } from '@mitics/contracts';
import { ConcurrencyError, ValidationError } from '../errors.ts';
import type { AppendMeta, ExpectedVersion, NewEvent, StoredEvent } from './port.ts';

/*
 * The storage model both event store adapters share. One document per append
 * ("commit") holds the whole batch, which makes the batch atomic without
 * multi-document transactions. Its `_id` is `<stream>@<first version>`: two
 * writers who read the same stream version both try to write the same `_id`,
 * so the storage's own unique key lets only one of them in.
 */

/** An event as stored inside a commit. `data` is kept as JSON text so any payload round-trips exactly. */
export interface EventRecord extends Omit<StoredEvent, 'data'> {
  payload: string;
}

export interface CommitDoc {
  _id: string;
  stream: string;
  firstVersion: number;
  lastVersion: number;
  firstPosition: number;
  lastPosition: number;
  /** True while any event of the commit awaits the outbox. */
  pending: boolean;
  /** Ids of the commit's events not yet published. */
  unpublished: string[];
  events: EventRecord[];
}

/** The commit `_id` for a batch starting at `firstVersion`. */
export function commitId(stream: string, firstVersion: number): string {
  return `${stream}@${firstVersion}`;
}

/** Throws ConcurrencyError unless the stream at `actual` satisfies `expected`. */
export function checkExpectedVersion(stream: string, expected: ExpectedVersion, actual: number): void {
  if (expected === 'any') return;
  const wanted = expected === 'no_stream' ? 0 : expected;
  if (actual !== wanted) throw new ConcurrencyError(stream, expected, actual);
}

export interface CommitInput {
  stream: string;
  events: NewEvent[];
  meta: AppendMeta;
  /** The stream's version before the batch. */
  version: number;
  /** The store position before the batch. */
  position: number;
  now: () => Date;
  newId?: () => string;
}

/** Build and validate the commit for a batch; the envelopes must pass the contract. */
export function buildCommit({ stream, events, meta, version, position, now, newId = randomUUID }: CommitInput): CommitDoc {
  const occurredAt = meta.occurredAt ?? now().toISOString();
  const records = events.map((event, i): EventRecord => {
    const envelope = {
      id: newId(),
      type: event.type,
      version: event.version,
      stream,
      streamVersion: version + i + 1,
      occurredAt,
      actor: meta.actor,
      correlationId: meta.correlationId,
      causationId: meta.causationId ?? null,
      data: event.data ?? null,
    };
    const checked = EventEnvelope.safeParse(envelope);
    if (!checked.success) {
      const detail = checked.error.issues.map((issue) => `${issue.path.join('.') || 'event'}: ${issue.message}`).join('; ');
      throw new ValidationError(`Invalid event ${event.type}: ${detail}`);
    }
    const { data, ...rest } = envelope;
    let payload: string;
    try {
      payload = JSON.stringify(data);
    } catch (error) {
      throw new ValidationError(`Event ${event.type} data is not JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    return { ...rest, position: position + i + 1, payload };
  });
  return {
    _id: commitId(stream, version + 1),
    stream,
    firstVersion: version + 1,
    lastVersion: version + events.length,
    firstPosition: position + 1,
    lastPosition: position + events.length,
    pending: true,
    unpublished: records.map((r) => r.id),
    events: records,
  };
}

/** The events of a commit as the port hands them out. */
export function eventsOf(commit: Pick<CommitDoc, 'events'>): StoredEvent[] {
  return commit.events.map(({ payload, ...rest }) => ({ ...rest, data: JSON.parse(payload) as unknown }));
}

/** Events of commits (already in position order) with position > after, at most limit. */
export function eventsAfter(commits: Pick<CommitDoc, 'events'>[], after: number, limit: number): StoredEvent[] {
  return commits
    .flatMap(eventsOf)
    .filter((event) => event.position > after)
    .slice(0, limit);
}

/** Unpublished events of commits (in position order), at most limit. */
export function unpublishedOf(commits: Pick<CommitDoc, 'events' | 'unpublished'>[], limit: number): StoredEvent[] {
  return commits
    .flatMap((commit) => {
      const waiting = new Set(commit.unpublished);
      return eventsOf(commit).filter((event) => waiting.has(event.id));
    })
    .slice(0, limit);
}
