import { EventEnvelope, streamOf, subjectOf } from '@mitics/contracts';
import {
  AckPolicy,
  DeliverPolicy,
  StorageType,
  connect,
  nanos,
  type ConsumerConfig,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type NatsConnection,
} from 'nats';
import type { Logger } from 'pino';
import { withTimeout } from '../app.ts';
import { UnavailableError } from '../errors.ts';
import { delay, errorMessage } from '../internal/async.ts';
import type { DeliverFrom, EventBus, SubscribeOptions, Subscription } from './port.ts';
import { natsAuthOptions, natsConnectTarget } from './nats-url.ts';
import { assertValidPattern, subjectMatches } from './subjects.ts';

export interface NatsBusOptions {
  /** NATS_URL: one or more servers; credentials in the URL (nats://user:pass@host) are used to sign in. */
  servers: string | string[];
  /** Services whose JetStream streams are ensured at start; others are ensured on first use. */
  streams: string[];
  logger: Logger;
  /** Connection name shown by the server's monitoring. */
  name?: string;
  /** JetStream duplicate window; default 2 minutes. */
  duplicateWindowMs?: number;
  /** First redelivery delay after a handler threw, doubled per attempt up to 30 s; default 1000 ms. */
  retryDelayMs?: number;
  /** Deliveries per event before a failing one is logged and dropped; default 5. */
  maxDeliveries?: number;
  /** How long the server waits for an ack before redelivering; default 30 s. */
  ackWaitMs?: number;
  /** Bound on each JetStream API call and publish; default 5000 ms. */
  timeoutMs?: number;
  /** How long to keep trying the first connection; default 10 s. */
  connectTimeoutMs?: number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function serviceOf(subjectOrType: string): string {
  return subjectOrType.split('.')[0] ?? '';
}

/** JetStream consumer names cannot hold '.', '*', '>', slashes or whitespace. */
function consumerName(durable: string): string {
  return durable.replace(/[.*>\s/\\]/g, '_');
}

/** A `deliver: 'new'` consumer left behind by a crashed process is removed by the server after this. */
const LIVE_INACTIVE_MS = 2 * 60_000;

function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const api = 'api_error' in error ? (error.api_error as { code?: number } | undefined) : undefined;
  return api?.code === 404 || /not found/i.test(errorMessage(error));
}

/** 503 "no responders": no stream (or no JetStream) listens on the subject. */
function isNoResponders(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '503';
}

/**
 * The EventBus on NATS JetStream: one file-backed stream per service
 * (`streamOf`), each event published to its type's subject with the event id
 * as message id (the server drops duplicates within the window), and durable
 * pull consumers with explicit acks.
 */
export async function createNatsBus(options: NatsBusOptions): Promise<EventBus> {
  const {
    servers,
    logger,
    duplicateWindowMs = 2 * 60_000,
    retryDelayMs = 1000,
    maxDeliveries = 5,
    ackWaitMs = 30_000,
    timeoutMs = 5000,
    connectTimeoutMs = 10_000,
  } = options;

  const nc = await connectWithRetry();
  const js: JetStreamClient = nc.jetstream({ timeout: timeoutMs });
  const jsm: JetStreamManager = await nc.jetstreamManager({ timeout: timeoutMs });
  const streams = new Map<string, Promise<void>>();
  const active = new Set<{ stop(): Promise<void> }>();
  let closed = false;

  async function connectWithRetry(): Promise<NatsConnection> {
    const deadline = Date.now() + connectTimeoutMs;
    const target = natsConnectTarget(servers);
    for (;;) {
      try {
        return await connect({
          servers: target.servers,
          ...natsAuthOptions(target),
          name: options.name,
          // A service outlives NATS restarts: keep reconnecting, quickly.
          reconnect: true,
          maxReconnectAttempts: -1,
          reconnectTimeWait: 500,
          timeout: Math.min(timeoutMs, 2000),
        });
      } catch (error) {
        // Authorization failures are final: retrying cannot fix a wrong password.
        if (Date.now() > deadline || /authorization/i.test(errorMessage(error))) {
          throw new UnavailableError(`Cannot connect to NATS at ${target.display}: ${errorMessage(error)}`);
        }
        await delay(250);
      }
    }
  }

  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect' || status.type === 'error') {
        logger.warn({ status: status.type, data: String(status.data) }, `nats: ${status.type}`);
      }
    }
  })();

  function ensureStream(service: string): Promise<void> {
    const cached = streams.get(service);
    if (cached) return cached;
    const { name, subjects } = streamOf(service);
    const ensured = (async () => {
      try {
        await jsm.streams.info(name);
      } catch (error) {
        if (!isNotFound(error)) throw error;
        // Adding an identical stream is idempotent, so two services racing here is fine.
        await jsm.streams.add({ name, subjects, storage: StorageType.File, duplicate_window: nanos(duplicateWindowMs) });
        logger.info({ stream: name, subjects }, 'nats: stream created');
      }
    })();
    streams.set(service, ensured);
    ensured.catch(() => streams.delete(service));
    return ensured;
  }

  function unavailable(what: string, error: unknown): UnavailableError {
    return error instanceof UnavailableError ? error : new UnavailableError(`NATS ${what} failed: ${errorMessage(error)}`);
  }

  function assertOpen(): void {
    if (closed || nc.isClosed()) throw new UnavailableError('Event bus is closed');
  }

  try {
    await Promise.all(options.streams.map(ensureStream));
  } catch (error) {
    await nc.close();
    throw unavailable('stream setup', error);
  }

  async function publishOne(event: EventEnvelope, retried = false): Promise<void> {
    const service = serviceOf(event.type);
    await ensureStream(service);
    try {
      await js.publish(subjectOf(event.type), encoder.encode(JSON.stringify(event)), { msgID: event.id, timeout: timeoutMs });
    } catch (error) {
      if (!retried && isNoResponders(error)) {
        // The stream vanished (deleted by an operator, a fresh server): ensure it again once.
        streams.delete(service);
        return publishOne(event, true);
      }
      throw error;
    }
  }

  async function ensureConsumer(stream: string, name: string, filter: string): Promise<void> {
    const config: Partial<ConsumerConfig> = {
      durable_name: name,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: filter,
      ack_wait: nanos(ackWaitMs),
      max_deliver: maxDeliveries,
      max_ack_pending: 1000,
    };
    try {
      const info = await jsm.consumers.info(stream, name);
      if (info.config.filter_subject !== filter) {
        // The durable now wants other subjects. The server cannot change a
        // filter in place, so it starts over; consumers dedupe by id anyway.
        logger.warn({ stream, consumer: name, from: info.config.filter_subject, to: filter }, 'nats: consumer subjects changed; recreating it');
        await jsm.consumers.delete(stream, name);
        await jsm.consumers.add(stream, config);
      } else if (info.num_ack_pending > 0) {
        // A process that stopped without acknowledging (killed mid-batch) left
        // events handed out. The server would hand them back only after
        // ack_wait, behind newer ones: an update applied before the create it
        // follows is lost. One process consumes a durable at a time, so this one
        // takes over: it starts again just after the last acknowledged event,
        // and gets them first and in order; what was applied is skipped by id.
        logger.warn({ stream, consumer: name, pending: info.num_ack_pending, from: info.ack_floor.stream_seq + 1 }, 'nats: events left unacknowledged by a stopped consumer; taking them over in order');
        await jsm.consumers.delete(stream, name);
        await jsm.consumers.add(stream, { ...config, deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: info.ack_floor.stream_seq + 1 });
      }
    } catch (error) {
      if (!isNotFound(error)) throw error;
      await jsm.consumers.add(stream, config);
    }
  }

  function retryDelay(deliveries: number): number {
    return Math.min(30_000, retryDelayMs * 2 ** Math.max(0, deliveries - 1));
  }

  async function consumeStream(
    service: string,
    durable: string,
    patterns: string[],
    handle: SubscribeOptions['handle'],
    deliver: DeliverFrom,
  ): Promise<{ stop(): Promise<void> }> {
    await ensureStream(service);
    const stream = streamOf(service).name;
    const name = consumerName(durable);
    // One subject: the server filters. Several: one consumer on the whole
    // stream keeps their relative order, and we skip what does not match.
    const filter = patterns.length === 1 && patterns[0] ? patterns[0] : `${service}.>`;
    if (deliver === 'new') return consumeLive(stream, name, filter, patterns, handle);
    await ensureConsumer(stream, name, filter);
    const consumer = await js.consumers.get(stream, name);
    const messages: ConsumerMessages = await consumer.consume({ max_messages: 100 });
    let stopping = false;

    async function handleMessage(m: JsMsg): Promise<void> {
      if (stopping) {
        // Pulled but not handled: hand it back now rather than after ack_wait.
        m.nak();
        return;
      }
      let event: EventEnvelope;
      try {
        event = EventEnvelope.parse(JSON.parse(decoder.decode(m.data)));
      } catch (error) {
        logger.error({ stream, consumer: name, subject: m.subject, seq: m.seq, error: errorMessage(error) }, 'nats: not an event envelope; terminated');
        m.term();
        return;
      }
      if (!patterns.some((p) => subjectMatches(p, m.subject))) {
        await m.ackAck();
        return;
      }
      // A slow handler tells the server it is still working, so the event is
      // not redelivered to someone else halfway through.
      const heartbeat = setInterval(() => m.working(), Math.max(1000, ackWaitMs / 3));
      try {
        await handle(event);
      } catch (error) {
        const deliveries = m.info.deliveryCount;
        if (deliveries >= maxDeliveries) {
          logger.error({ err: error, consumer: name, eventId: event.id, type: event.type, deliveries }, 'event handler kept failing; event dropped');
          m.term();
        } else {
          const wait = retryDelay(deliveries);
          logger.warn({ consumer: name, eventId: event.id, type: event.type, deliveries, retryInMs: wait, error: errorMessage(error) }, 'event handler failed; will retry');
          m.nak(wait);
        }
        return;
      } finally {
        clearInterval(heartbeat);
      }
      try {
        await m.ackAck();
      } catch (error) {
        // The event is handled; a lost ack means one redelivery, which consumers skip by id.
        logger.warn({ consumer: name, eventId: event.id, error: errorMessage(error) }, 'nats: ack not confirmed');
      }
    }

    const loop = (async () => {
      try {
        for await (const m of messages) await handleMessage(m);
      } catch (error) {
        if (!stopping) logger.error({ consumer: name, error: errorMessage(error) }, 'nats: consumer stopped unexpectedly');
      }
    })();

    return {
      async stop() {
        if (stopping) return;
        stopping = true;
        messages.stop();
        await loop;
      },
    };
  }

  /**
   * `deliver: 'new'`: an ordered consumer (ephemeral, in memory on the server,
   * no acks) starting at the next message. The client recreates it after a
   * server restart or a gap, resuming after the last message it saw; it is
   * deleted on stop, and by the server after LIVE_INACTIVE_MS if we vanish.
   */
  async function consumeLive(
    stream: string,
    name: string,
    filter: string,
    patterns: string[],
    handle: SubscribeOptions['handle'],
  ): Promise<{ stop(): Promise<void> }> {
    const consumer = await js.consumers.get(stream, {
      name_prefix: `${name}_`,
      filterSubjects: filter,
      deliver_policy: DeliverPolicy.New,
      inactive_threshold: LIVE_INACTIVE_MS,
    });
    const messages: ConsumerMessages = await consumer.consume({ max_messages: 100 });
    let stopping = false;

    async function handleLive(m: JsMsg): Promise<void> {
      if (stopping || !patterns.some((p) => subjectMatches(p, m.subject))) return;
      let event: EventEnvelope;
      try {
        event = EventEnvelope.parse(JSON.parse(decoder.decode(m.data)));
      } catch (error) {
        logger.error({ stream, consumer: name, subject: m.subject, seq: m.seq, error: errorMessage(error) }, 'nats: not an event envelope; skipped');
        return;
      }
      try {
        await handle(event);
      } catch (error) {
        logger.warn({ consumer: name, eventId: event.id, type: event.type, error: errorMessage(error) }, 'live event handler failed; event skipped');
      }
    }

    const loop = (async () => {
      try {
        for await (const m of messages) await handleLive(m);
      } catch (error) {
        if (!stopping) logger.error({ consumer: name, error: errorMessage(error) }, 'nats: live consumer stopped unexpectedly');
      }
    })();

    return {
      async stop() {
        if (stopping) return;
        stopping = true;
        messages.stop();
        await loop;
        await consumer.delete().catch(() => false);
      },
    };
  }

  return {
    async publish(events) {
      assertOpen();
      try {
        // One at a time, awaiting each PubAck, so a subject's order on the wire is the store's order.
        for (const event of events) await publishOne(event);
      } catch (error) {
        throw unavailable('publish', error);
      }
    },

    async subscribe({ durable, subjects, handle, deliver = 'all' }) {
      assertOpen();
      const byService = new Map<string, string[]>();
      for (const subject of subjects) {
        assertValidPattern(subject);
        const service = serviceOf(subject);
        if (service === '*' || service === '>') throw new Error(`Subject ${subject} must start with a service name`);
        byService.set(service, [...(byService.get(service) ?? []), subject]);
      }
      const parts: { stop(): Promise<void> }[] = [];
      try {
        for (const [service, patterns] of byService) parts.push(await consumeStream(service, durable, patterns, handle, deliver));
      } catch (error) {
        await Promise.all(parts.map((p) => p.stop()));
        throw unavailable('subscribe', error);
      }
      const subscription = {
        async stop() {
          active.delete(subscription);
          await Promise.all(parts.map((p) => p.stop()));
        },
      };
      active.add(subscription);
      return subscription satisfies Subscription;
    },

    async ping() {
      assertOpen();
      try {
        await withTimeout(nc.flush(), 1000, 'NATS ping');
      } catch (error) {
        throw unavailable('ping', error);
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...active].map((s) => s.stop()));
      if (!nc.isClosed()) await nc.close();
    },
  };
}
