import { careersEvents, type CareersEvent, type EventContract, type JobPost } from '@mitics/contracts';
import type { StoredEvent } from '@mitics/kit';
import type { z } from 'zod';

/**
 * One job post's write-side state. `deleted` is kept apart from `absent` so a
 * deleted id is refused like an unknown one but never posted again.
 */
export type JobState = { kind: 'absent' } | { kind: 'present'; job: JobPost } | { kind: 'deleted'; id: string };

export const initialJobState = (): JobState => ({ kind: 'absent' });

/** Every job post's events live in its own stream. */
export const jobStream = (jobId: string): string => `job-${jobId}`;

/** A careers event as decide emits it: the contract's type, version and payload. */
export type NewCareersEvent = CareersEvent & { version: number };

/** Builds an event from its contract, so type, version and payload shape cannot drift apart. */
export function emit<T extends string, S extends z.ZodType>(contract: EventContract<T, S>, data: z.infer<S>) {
  return { type: contract.type, version: contract.version, data };
}

const contracts = new Map<string, EventContract<string, z.ZodType>>(Object.values(careersEvents).map((c) => [c.type, c]));

/**
 * Reads a stored event back as a typed careers event, checking its payload
 * against the contract. Events of other types give null; a careers event that
 * fails its schema is a defect and throws.
 */
export function toCareersEvent(event: { type: string; data: unknown }): CareersEvent | null {
  const contract = contracts.get(event.type);
  if (!contract) return null;
  const data: unknown = contract.data.parse(event.data);
  // The map is keyed by the contract's own type, so type and parsed data match one union member.
  return { type: contract.type, data } as CareersEvent;
}

/** Applies one event to a job post. Pure; shared by the command side and the read model. */
export function evolveJob(state: JobState, event: CareersEvent): JobState {
  switch (event.type) {
    case 'careers.job.posted': {
      if (state.kind !== 'absent') return state;
      const { jobId, postedAt, isActive, ...fields } = event.data;
      return { kind: 'present', job: { ...fields, id: jobId, isActive, createdAt: postedAt, updatedAt: postedAt } };
    }
    case 'careers.job.updated':
      if (state.kind !== 'present') return state;
      return { kind: 'present', job: { ...state.job, ...definedOnly(event.data.changes), updatedAt: event.data.updatedAt } };
    case 'careers.job.opened':
    case 'careers.job.closed':
      if (state.kind !== 'present') return state;
      return { kind: 'present', job: { ...state.job, isActive: event.type === 'careers.job.opened', updatedAt: event.data.at } };
    case 'careers.job.deleted':
      if (state.kind !== 'present') return state;
      return { kind: 'deleted', id: state.job.id };
    case 'careers.application.submitted':
      // Applications live in their own streams.
      return state;
    default:
      return exhaustive(event);
  }
}

/** Folds stored events, skipping any that are not careers events. */
export function evolveStoredJob(state: JobState, stored: StoredEvent): JobState {
  const event = toCareersEvent(stored);
  return event ? evolveJob(state, event) : state;
}

/** A patch's absent keys mean "unchanged", never "set to undefined". */
function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function exhaustive(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
