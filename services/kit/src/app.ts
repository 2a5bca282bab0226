import { createHash, timingSafeEqual } from 'node:crypto';
import { zValidator } from '@hono/zod-validator';
import type { Health, Problem } from '@mitics/contracts';
import { Hono, type Context, type MiddlewareHandler, type ValidationTargets } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { DomainError, TooManyRequestsError, ValidationError } from './errors.ts';

export type HealthChecks = Record<string, { ok: boolean; detail?: string }>;

export interface AppOptions {
  service: string;
  logger: Logger;
  /** Per-dependency checks; see `healthChecks` to build one from ping functions. */
  health: () => Promise<HealthChecks>;
  /** Bound on the whole health function, in case a custom one hangs. */
  healthTimeoutMs?: number;
  /**
   * The deployment's service secret (config MITICS_SERVICE_TOKEN). When set,
   * every route but /health answers 401 unless the caller sends it in
   * `x-mitics-service-token`: only the BFF, which holds it, reaches a service's
   * internal API, whoever else shares its network.
   */
  serviceToken?: string;
  /**
   * The app answers the public (the BFF): /health says only which check is
   * down, and 5xx answers say only that something is unavailable, never the
   * upstream's words (an address, a driver error); those go to the log.
   * Services answer only the BFF and their operators, so they keep the
   * details. Default false.
   */
  publicFacing?: boolean;
  /** Middleware run on every answer, /health and errors included (the BFF's security headers). */
  use?: MiddlewareHandler[];
}

/** What a public app says for a 5xx instead of the upstream's words. */
export const PUBLIC_UNAVAILABLE = 'This part of Mitics is unavailable right now. Please try again shortly.';

/** The header a service's callers authenticate with (see AppOptions.serviceToken). */
export const SERVICE_TOKEN_HEADER = 'x-mitics-service-token';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Constant-time comparison of two secrets of any length. */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The standard title for an HTTP status ('Not Found' for 404). */
export function statusTitle(status: number): string {
  return titles[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');
}

/**
 * An RFC 9457 problem+json response. `title` defaults to the status's title and
 * `type` to 'about:blank'.
 */
export function problemResponse(problem: Omit<Problem, 'type' | 'title'> & { type?: string; title?: string }): Response {
  const body: Problem = {
    type: problem.type ?? 'about:blank',
    title: problem.title ?? statusTitle(problem.status),
    status: problem.status,
    ...(problem.detail !== undefined ? { detail: problem.detail } : {}),
    ...(problem.errors !== undefined ? { errors: problem.errors } : {}),
    ...(problem.requestId !== undefined ? { requestId: problem.requestId } : {}),
  };
  return new Response(JSON.stringify(body), {
    status: problem.status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

function requestIdOf(c: Context): string | undefined {
  // Unset only when a failure happened before the middleware ran.
  const id: unknown = c.get('requestId');
  return typeof id === 'string' ? id : undefined;
}

/** Reject after `ms` with a message naming what timed out. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Build a health function from named ping functions, each bounded by
 * `timeoutMs` so one dead dependency answers "down" quickly instead of hanging
 * the health endpoint (and the orchestrator's probe) with it.
 */
export function healthChecks(pings: Record<string, () => Promise<void>>, timeoutMs = 1500): () => Promise<HealthChecks> {
  return async () => {
    const entries = await Promise.all(
      Object.entries(pings).map(async ([name, ping]) => {
        try {
          await withTimeout(Promise.resolve().then(ping), timeoutMs, name);
          return [name, { ok: true }] as const;
        } catch (error) {
          return [name, { ok: false, detail: error instanceof Error ? error.message : String(error) }] as const;
        }
      }),
    );
    return Object.fromEntries(entries);
  };
}

/**
 * The Hono app every service and the BFF start from: request ids, one log line
 * per request, GET /health, and errors mapped once to problem+json.
 */
export function createApp({ service, logger, health, healthTimeoutMs = 2000, serviceToken, publicFacing = false, use = [] }: AppOptions): Hono {
  const app = new Hono();

  app.use(requestId({ headerName: 'x-request-id', limitLength: 200 }));
  for (const middleware of use) app.use(middleware);
  // A path no one can decode ('/%E0%A4%A') is the client's mistake: 400 here, before any route trips over it.
  app.use(async (c, next) => {
    const raw = new URL(c.req.url).pathname;
    if (raw.includes('%')) {
      try {
        decodeURIComponent(raw);
      } catch {
        return problemResponse({ status: 400, detail: 'The address has a malformed %-escape', requestId: requestIdOf(c) });
      }
    }
    return next();
  });

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    // Bodies and query strings are never logged: they can carry passwords and tokens.
    const line = { method: c.req.method, path: c.req.path, status, ms, requestId: requestIdOf(c) };
    if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  });

  app.get('/health', async (c) => {
    let checks: HealthChecks;
    try {
      checks = await withTimeout(health(), healthTimeoutMs, 'health');
    } catch (error) {
      checks = { health: { ok: false, detail: error instanceof Error ? error.message : String(error) } };
    }
    const ok = Object.values(checks).every((check) => check.ok);
    if (!ok) logger.warn({ checks }, 'health: a check is down');
    const shown = !publicFacing ? checks : Object.fromEntries(Object.entries(checks).map(([name, check]) => [name, { ok: check.ok }]));
    const body: Health = { status: ok ? 'ok' : 'down', service, checks: shown };
    return c.json(body, ok ? 200 : 503);
  });

  if (serviceToken !== undefined) {
    app.use('*', async (c, next) => {
      if (c.req.path === '/health') return next();
      const given = c.req.header(SERVICE_TOKEN_HEADER);
      if (given === undefined || !sameSecret(given, serviceToken)) {
        logger.warn({ method: c.req.method, path: c.req.path, requestId: requestIdOf(c) }, 'refused a call without the service token');
        return problemResponse({ status: 401, detail: 'This service answers only the Mitics BFF', requestId: requestIdOf(c) });
      }
      return next();
    });
  }

  app.notFound((c) =>
    problemResponse({ status: 404, detail: `No route for ${c.req.method} ${c.req.path}`, requestId: requestIdOf(c) }),
  );

  app.onError((error, c) => {
    const id = requestIdOf(c);
    if (error instanceof DomainError) {
      if (error.status >= 500) logger.warn({ err: error, requestId: id }, error.message);
      const hidden = publicFacing && error.status >= 500;
      const res = problemResponse({
        status: error.status,
        detail: hidden ? PUBLIC_UNAVAILABLE : error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        requestId: id,
      });
      if (error instanceof TooManyRequestsError) res.headers.set('retry-after', String(error.retryAfterSeconds));
      return res;
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own refusals, e.g. a malformed JSON body from the validator.
      return problemResponse({ status: error.status, detail: error.message || statusTitle(error.status), requestId: id });
    }
    logger.error({ err: error, requestId: id, method: c.req.method, path: c.req.path }, 'unhandled error');
    return problemResponse({ status: 500, detail: 'Something went wrong on our side. Please try again.', requestId: id });
  });

  return app;
}

/** 'json' is the request body; the other targets keep their names. */
function targetLabel(target: keyof ValidationTargets): string {
  return target === 'json' || target === 'form' ? 'body' : target;
}

/**
 * Turn zod issues into `{ 'field.path': 'message' }`. A missing field reads
 * "<field> is required" rather than zod's "expected string, received undefined".
 */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], rootLabel = 'body'): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || rootLabel;
    if (errors[path] !== undefined) continue;
    const last = issue.path.length > 0 ? String(issue.path[issue.path.length - 1]) : rootLabel;
    const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
    errors[path] = missing ? `${last} is required` : issue.message;
  }
  return errors;
}

/** The one-line detail for field errors: 'title: title is required; slug: must be ...'. */
export function describeFieldErrors(errors: Record<string, string>): string {
  return Object.entries(errors)
    .map(([path, message]) => `${path}: ${message}`)
    .join('; ');
}

/**
 * Route validator: @hono/zod-validator with a hook that answers a clean 400
 * problem (`errors` by field path) instead of a stringified ZodError.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  const validator = zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const errors = fieldErrors(result.error.issues, targetLabel(target));
    return problemResponse({
      status: 400,
      detail: describeFieldErrors(errors),
      errors,
      requestId: requestIdOf(c),
    });
  });
  if (target !== 'json') return validator;
  // Hono reads a body sent without a JSON content type as `{}`, which would
  // come back as "title is required" for a title that was in fact sent.
  const jsonOnly: typeof validator = async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/([a-z0-9.+-]*\+)?json\b/i.test(type)) {
      return problemResponse({ status: 415, detail: 'Send the body as JSON with content-type: application/json', requestId: requestIdOf(c) });
    }
    return validator(c, next);
  };
  return jsonOnly;
}

/**
 * Parses with a schema, or throws a ValidationError whose detail is the field
 * messages alone ('Please enter a valid email address'), for forms whose web
 * side shows the detail as it is; `errors` still names each field.
 */
export function parseOrRefuse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error.issues);
  throw new ValidationError([...new Set(Object.values(errors))].join('; '), errors);
}
