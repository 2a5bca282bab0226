import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { EventBus } from './bus/port.ts';
import type { DocumentStore } from './documents/port.ts';
import type { AppendMeta, EventStore, NewEvent, StoredEvent } from './event-store/port.ts';

/** A read model fed from the service's own event log. `apply` must be idempotent. */
export interface Projection {
  name: string;
  /** Runs at start-up before any event: create indexes here. */
  init?(docs: DocumentStore): Promise<void>;
  apply(event: StoredEvent, docs: DocumentStore): Promise<void>;
  /** Clears the read model before a rebuild re-applies the whole log. */
  reset?(docs: DocumentStore): Promise<void>;
  /**
   * The read model lives in process memory only (a search index): it starts
   * from an empty model at every start (the runner calls `reset` at init),
   * replays the whole log into it and never saves its checkpoint.
   */
  inMemory?: boolean;
}

export interface CommandArgs<S> {
  stream: string;
  initialState: S;
  evolve(state: S, event: StoredEvent): S;
  /** Pure: the events the command produces given the current state; throws a typed error to refuse. */
  decide(state: S): NewEvent[];
  meta: AppendMeta;
  /**
   * The stream version the caller's change is based on (an If-Match): when
   * the stream has moved since, the command is refused with a ConflictError
   * carrying `staleMessage`, never re-decided on the newer state.
   */
  expectedVersion?: number;
  staleMessage?: string;
}

export interface CommandResult<S> {
  state: S;
  events: StoredEvent[];
  /** The stream's version after the command (0: the stream does not exist). */
  version: number;
}

/**
 * Runs commands against streams: load, decide, append with optimistic
 * concurrency (re-deciding on a moved stream a few times), then wait for the
 * projections to catch up so the caller reads its own write, and wake the outbox.
 */
export interface CommandBus {
  execute<S>(args: CommandArgs<S>): Promise<CommandResult<S>>;
}

export interface ServiceContext {
  name: string;
  store: EventStore;
  docs: DocumentStore;
  bus: EventBus;
  logger: Logger;
  commands: CommandBus;
  clock(): Date;
  newId(): string;
}

/** Work a service does on its own, beside answering requests (a schedule, a queue): stopped before the adapters close. */
export interface BackgroundWork {
  stop(): Promise<void>;
}

/** What a service is: its name, read models and internal HTTP routes. Wiring is the kit's. */
export interface ServiceDefinition {
  name: string;
  projections: Projection[];
  routes(ctx: ServiceContext): Hono;
  /**
   * Starts the service's background work once its projections have caught up
   * (a feed schedule, reactions to other services' events); `stop` of the
   * running service ends it first.
   */
  start?(ctx: ServiceContext): Promise<BackgroundWork>;
}

export interface ServiceAdapters {
  store: EventStore;
  docs: DocumentStore;
  bus: EventBus;
  logger: Logger;
  clock?: () => Date;
  newId?: () => string;
}

export interface RunningService {
  /** The full app: health, request ids, logging, error mapping and the service's routes. */
  app: Hono;
  ctx: ServiceContext;
  /** Stops the relay and projection loop; adapters are closed by whoever opened them. */
  stop(): Promise<void>;
}
