import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp, healthChecks } from './app.ts';
import { createCommandBus } from './commands.ts';
import { errorMessage } from './internal/async.ts';
import { createOutbox, type Outbox } from './outbox.ts';
import { createProjectionRunner, type ProjectionRunner } from './projections.ts';
import type { RunningService, ServiceAdapters, ServiceContext, ServiceDefinition } from './service.ts';

export interface StartOptions {
  /** Outbox safety-net interval; each command also wakes it. Default 1000 ms. */
  outboxIntervalMs?: number;
  /** Projection safety-net interval; each command also catches up. Default 1000 ms. */
  projectionIntervalMs?: number;
  /** Per-check bound on /health. Default 1500 ms. */
  healthTimeoutMs?: number;
  /** Callers must present this secret (distributed mode); unset in embedded mode, where no socket reaches the service. */
  serviceToken?: string;
}

/** A started service plus its relay and projection runner, for tests and tools. */
export interface StartedService extends RunningService {
  outbox: Outbox;
  projections: ProjectionRunner;
}

/**
 * Wire a service definition to its adapters: projections initialised and
 * caught up before the app answers (so reads after a restart are current),
 * the outbox started (its first flush publishes anything a crash left behind),
 * health checks on store and bus, and the service's routes at '/'.
 */
export async function startService(definition: ServiceDefinition, adapters: ServiceAdapters, options: StartOptions = {}): Promise<StartedService> {
  const { store, docs, bus, logger } = adapters;
  const clock = adapters.clock ?? (() => new Date());
  const newId = adapters.newId ?? (() => randomUUID());
  const projections = createProjectionRunner({ store, docs, projections: definition.projections, logger });
  const outbox = createOutbox({ store, bus, logger });
  const commands = createCommandBus({ store, projections, outbox, clock });
  const ctx: ServiceContext = { name: definition.name, store, docs, bus, logger, commands, clock, newId };

  await projections.init();
  await projections.catchUp();
  outbox.start(options.outboxIntervalMs ?? 1000);
  projections.start(options.projectionIntervalMs ?? 1000);

  const app = createApp({
    service: definition.name,
    logger,
    health: healthChecks({ store: () => store.ping(), bus: () => bus.ping() }, options.healthTimeoutMs ?? 1500),
    ...(options.serviceToken !== undefined ? { serviceToken: options.serviceToken } : {}),
  });
  app.route('/', definition.routes(ctx));
  const background = definition.start ? await definition.start(ctx) : null;

  let stopping: Promise<void> | null = null;
  return {
    app,
    ctx,
    outbox,
    projections,
    stop() {
      stopping ??= (async () => {
        await background?.stop();
        await Promise.all([outbox.stop(), projections.stop()]);
      })();
      return stopping;
    },
  };
}

export interface ServeAppOptions {
  port: number;
  /** Default 0.0.0.0, so the port is reachable from outside a container. */
  hostname?: string;
  logger: Logger;
  /**
   * Runs as soon as shutdown starts, once the server stopped accepting: end
   * long-lived responses (server-sent events) so they finish like any other
   * request instead of holding the shutdown for the whole grace period.
   */
  beforeClose?: () => void | Promise<void>;
  /** Runs after the server stopped accepting and in-flight requests finished: stop loops, close adapters. */
  onShutdown?: () => Promise<void>;
  /** Install SIGTERM/SIGINT handlers that shut down and exit 0. Default true. */
  handleSignals?: boolean;
  /** In-flight requests get this long to finish before their connections are cut. Default 10 s. */
  shutdownTimeoutMs?: number;
  /**
   * Answers a request straight from node:http before the app sees it, when it
   * can (the BFF's read cache: bytes kept ready, no Request or Response built);
   * returns false to leave the request to the app. It must answer whole or not
   * at all, and never throw.
   */
  frontDoor?: NodeFrontDoor;
}

/** See ServeAppOptions.frontDoor. */
export type NodeFrontDoor = (req: IncomingMessage, res: ServerResponse) => boolean;

/** node:http's createServer with the front door tried before the app's listener. */
function withFrontDoor(frontDoor: NodeFrontDoor): typeof createServer {
  const create = (serverOptions: ServerOptions, listener?: RequestListener) =>
    createServer(serverOptions, (req, res) => {
      if (!frontDoor(req, res)) listener?.(req, res);
    });
  return create as typeof createServer;
}

export interface ServedApp {
  /** The port actually bound (useful with port 0). */
  port: number;
  /** Stop accepting, finish in-flight requests, then run onShutdown. Safe to call twice. */
  shutdown(): Promise<void>;
}

/**
 * Serve any Hono app (a service, the BFF) over HTTP with graceful shutdown:
 * on SIGTERM or SIGINT it stops accepting connections, lets in-flight requests
 * finish, runs `onShutdown`, and exits 0 (1 if shutting down failed).
 */
export function serveApp(app: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> }, options: ServeAppOptions): Promise<ServedApp> {
  const { logger } = options;
  return new Promise((resolve, reject) => {
    const { frontDoor } = options;
    const server = serve(
      {
        fetch: (request, env) => app.fetch(request, env),
        port: options.port,
        hostname: options.hostname ?? '0.0.0.0',
        ...(frontDoor ? { createServer: withFrontDoor(frontDoor) } : {}),
      },
      (info: AddressInfo) => {
        logger.info({ port: info.port, hostname: info.address }, 'listening');
        resolve({ port: info.port, shutdown });
      },
    );
    server.once('error', reject);

    let shuttingDown: Promise<void> | null = null;
    function shutdown(): Promise<void> {
      shuttingDown ??= (async () => {
        logger.info('shutting down');
        const closed = new Promise<void>((done) => server.close(() => done()));
        try {
          await options.beforeClose?.();
        } catch (error) {
          logger.warn({ error: errorMessage(error) }, 'shutdown: beforeClose failed');
        }
        // Keep-alive sockets would hold close() open until the client drops
        // them: close each one as soon as it is idle (an in-flight request
        // finishes first), and cut whatever is left after the grace period.
        const sweep = setInterval(() => {
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        }, 50);
        const deadline = setTimeout(() => {
          logger.warn('shutdown: cutting connections still open');
          if ('closeAllConnections' in server) server.closeAllConnections();
        }, options.shutdownTimeoutMs ?? 10_000);
        await closed;
        clearInterval(sweep);
        clearTimeout(deadline);
        await options.onShutdown?.();
        logger.info('shutdown complete');
      })();
      return shuttingDown;
    }

    if (options.handleSignals ?? true) {
      const onSignal = (signal: NodeJS.Signals): void => {
        logger.info({ signal }, 'signal received');
        shutdown().then(
          () => {
            logger.flush();
            process.exit(0);
          },
          (error: unknown) => {
            logger.error({ error: errorMessage(error) }, 'shutdown failed');
            logger.flush();
            process.exit(1);
          },
        );
      };
      process.once('SIGTERM', onSignal);
      process.once('SIGINT', onSignal);
    }
  });
}

export interface ServeOptions {
  port: number;
  hostname?: string;
  /** Install SIGTERM/SIGINT handlers that shut down and exit 0. Default true. */
  handleSignals?: boolean;
  /** In-flight requests get this long to finish before their connections are cut. Default 10 s. */
  shutdownTimeoutMs?: number;
  /** Closes the adapters; default closes ctx.bus, ctx.store and ctx.docs. */
  close?: () => Promise<void>;
}

export type ServedService = ServedApp;

/**
 * Serve a started service with graceful shutdown (see serveApp): after the
 * last in-flight request it stops the relay and projections, then closes bus
 * and storage.
 */
export function serveService(running: RunningService, options: ServeOptions): Promise<ServedService> {
  const { ctx } = running;
  const close =
    options.close ??
    (async () => {
      await ctx.bus.close();
      await Promise.all([ctx.store.close(), ctx.docs.close()]);
    });
  return serveApp(running.app, {
    port: options.port,
    ...(options.hostname !== undefined ? { hostname: options.hostname } : {}),
    ...(options.handleSignals !== undefined ? { handleSignals: options.handleSignals } : {}),
    ...(options.shutdownTimeoutMs !== undefined ? { shutdownTimeoutMs: options.shutdownTimeoutMs } : {}),
    logger: ctx.logger,
    onShutdown: async () => {
      await running.stop();
      await close();
    },
  });
}
