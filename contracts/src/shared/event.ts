import { z } from 'zod';
import { IsoDateTime } from './ids.ts';

/** `<service>.<aggregate>.<event>`, e.g. `content.article.published`. Also the NATS subject. */
export const EventType = z
  .string()
  .regex(/^[a-z][a-z-]*\.[a-z][a-z-]*\.[a-z][a-z-]*$/, 'must be <service>.<aggregate>.<event> in lowercase');

/** The envelope every domain event travels in, in the store and on the bus. */
export const EventEnvelope = z.object({
  /** Unique; the NATS message id, used by consumers to skip what they applied. */
  id: z.string().min(1),
  type: EventType,
  version: z.number().int().positive(),
  /** The aggregate the event belongs to, e.g. `article-<id>`. */
  stream: z.string().min(1),
  /** 1-based position of the event in its stream. */
  streamVersion: z.number().int().positive(),
  occurredAt: IsoDateTime,
  /** Who caused it: `user:<id>`, `apikey:admin`, `system:seed`, ... */
  actor: z.string().min(1),
  correlationId: z.string().min(1),
  causationId: z.string().min(1).nullable(),
  data: z.unknown(),
});
export type EventEnvelope = z.infer<typeof EventEnvelope>;

/** An envelope whose data has been checked against its event schema. */
export type TypedEvent<T extends string, D> = Omit<EventEnvelope, 'type' | 'data'> & { type: T; data: D };

/** A versioned event contract: its type name, version and payload schema. */
export interface EventContract<T extends string, S extends z.ZodType> {
  type: T;
  version: number;
  data: S;
}

/** Declare an event contract. Contracts are never changed in place: a new shape is a new version. */
export function defineEvent<T extends string, S extends z.ZodType>(type: T, version: number, data: S): EventContract<T, S> {
  EventType.parse(type);
  return { type, version, data };
}

/** The NATS subject for an event type: the type itself. */
export const subjectOf = (type: string): string => type;

/** The JetStream stream that holds every event of one service: subjects `<service>.>`. */
export const streamOf = (service: string): { name: string; subjects: string[] } => ({
  name: service.toUpperCase().replace(/-/g, '_'),
  subjects: [`${service}.>`],
});
