import { Problem } from '@mitics/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp, healthChecks, validate } from './app.ts';
import { ConcurrencyError, DuplicateKeyError, ForbiddenError, NotFoundError, UnavailableError, ValidationError } from './errors.ts';
import { captureLogger } from './testing/log-capture.ts';

function build(health: Parameters<typeof createApp>[0]['health'] = async () => ({})) {
  const capture = captureLogger('articles');
  const app = createApp({ service: 'articles', logger: capture.logger, health });
  return { app, ...capture };
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('request ids and logging', () => {
  it('echoes an incoming x-request-id and logs one line per request', async () => {
    const { app, lines } = build();
    app.get('/hello', (c) => c.text(`hi ${c.get('requestId')}`));
    const res = await app.request('/hello', { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect(await res.text()).toBe('hi abc-123');
    const requests = lines().filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ service: 'articles', level: 'info', method: 'GET', path: '/hello', status: 200, requestId: 'abc-123' });
    expect(typeof requests[0]?.ms).toBe('number');
  });

  it('generates a request id when none comes in', async () => {
    const { app } = build();
    app.get('/hello', (c) => c.text('hi'));
    const res = await app.request('/hello');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never logs request bodies', async () => {
    const { app, text } = build();
    app.post('/login', validate('json', z.object({ email: z.string(), password: z.string() })), (c) => c.json({ ok: true }));
    await app.request('/login', json({ email: 'a@b.c', password: 'hunter2-secret' }));
    await app.request('/login', json({ email: 'a@b.c', password: 42, note: 'hunter3-secret' }));
    expect(text()).not.toContain('hunter2-secret');
    expect(text()).not.toContain('hunter3-secret');
  });
});

describe('health', () => {
  it('answers 200 with every check ok', async () => {
    const { app } = build(healthChecks({ store: async () => undefined, bus: async () => undefined }));
    const res = await app.request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', service: 'articles', checks: { store: { ok: true }, bus: { ok: true } } });
  });

  it('answers 503 naming the failed check', async () => {
    const { app } = build(healthChecks({ store: async () => undefined, bus: () => Promise.reject(new UnavailableError('nats down')) }));
    const res = await app.request('/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'down', service: 'articles', checks: { store: { ok: true }, bus: { ok: false, detail: 'nats down' } } });
  });

  it('answers 503 quickly when a dependency hangs', async () => {
    const { app } = build(healthChecks({ store: () => new Promise<void>(() => undefined) }, 100));
    const started = Date.now();
    const res = await app.request('/health');
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await res.json()).toMatchObject({ checks: { store: { ok: false, detail: expect.stringContaining('timed out') } } });
  });

  it('bounds a custom health function too', async () => {
    const capture = captureLogger();
    const app = createApp({ service: 's', logger: capture.logger, health: () => new Promise(() => undefined), healthTimeoutMs: 50 });
    const res = await app.request('/health');
    expect(res.status).toBe(503);
  });
});

describe('errors as problems', () => {
  const cases = [
    [new ValidationError('bad input', { title: 'title is required' }), 400],
    [new ForbiddenError(), 403],
    [new NotFoundError('No such article'), 404],
    [new DuplicateKeyError('slug'), 409],
    [new ConcurrencyError('article-1', 2, 3), 412],
    [new UnavailableError('store down'), 503],
  ] as const;

  it.each(cases)('maps %s to its status as problem+json', async (error, status) => {
    const { app } = build();
    app.get('/boom', () => {
      throw error;
    });
    const res = await app.request('/boom', { headers: { 'x-request-id': 'r-1' } });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    const body = Problem.parse(await res.json());
    expect(body).toMatchObject({ type: 'about:blank', status, detail: error.message, requestId: 'r-1' });
    expect(body.title).toBeTruthy();
    if (error.errors) expect(body.errors).toEqual(error.errors);
  });

  it('hides unexpected errors behind a generic 500 and logs the stack', async () => {
    const { app, lines } = build();
    app.get('/boom', () => {
      throw new Error('secret internals at db.ts:42');
    });
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toMatchObject({ type: 'about:blank', title: 'Internal Server Error', status: 500 });
    expect(JSON.stringify(body)).not.toContain('secret internals');
    const logged = lines().find((l) => l.msg === 'unhandled error');
    expect(JSON.stringify(logged)).toContain('secret internals');
    expect(JSON.stringify(logged)).toContain('stack');
  });

  it('answers unknown routes with a 404 problem', async () => {
    const { app } = build();
    const res = await app.request('/nowhere');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await res.json()).toMatchObject({ status: 404, title: 'Not Found', detail: 'No route for GET /nowhere' });
  });
});

describe('validate', () => {
  const Body = z.object({
    title: z.string().min(1, 'must not be empty'),
    meta: z.object({ slug: z.string().regex(/^[a-z-]+$/, 'must be lowercase letters and hyphens') }),
    count: z.number().int().optional(),
  });

  function withRoute() {
    const { app } = build();
    app.post('/articles', validate('json', Body), (c) => {
      const body = c.req.valid('json');
      return c.json({ title: body.title, slug: body.meta.slug }, 201);
    });
    app.get('/search', validate('query', z.object({ q: z.string().min(2, 'must be at least 2 characters') })), (c) => c.json({ q: c.req.valid('query').q }));
    return app;
  }

  it('passes valid input through, typed', async () => {
    const res = await withRoute().request('/articles', json({ title: 'Hi', meta: { slug: 'hi' } }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ title: 'Hi', slug: 'hi' });
  });

  it('answers a clean 400 problem with field errors', async () => {
    const res = await withRoute().request('/articles', json({ meta: { slug: 'Not OK' }, count: 1.5 }));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    const body = Problem.parse(await res.json());
    expect(body.errors).toEqual({ title: 'title is required', 'meta.slug': 'must be lowercase letters and hyphens', count: expect.any(String) });
    expect(body.detail).toContain('title: title is required');
    expect(body.detail).toContain('meta.slug: must be lowercase letters and hyphens');
    expect(JSON.stringify(body)).not.toMatch(/ZodError|"code"|invalid_type/);
  });

  it('validates query strings the same way', async () => {
    const res = await withRoute().request('/search?q=a');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { q: 'must be at least 2 characters' }, detail: 'q: must be at least 2 characters' });
  });

  it('answers a body without a JSON content type with 415, not a misleading field error', async () => {
    const res = await withRoute().request('/articles', { method: 'POST', body: JSON.stringify({ title: 'Hi', meta: { slug: 'hi' } }) });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ status: 415, detail: expect.stringContaining('application/json') });
    const ok = await withRoute().request('/articles', json({ title: 'Hi', meta: { slug: 'hi' } }, { 'content-type': 'application/json; charset=utf-8' }));
    expect(ok.status).toBe(201);
  });

  it('answers malformed JSON with a 400 problem, not a 500', async () => {
    const res = await withRoute().request('/articles', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"title":' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
  });
});

describe('service token (distributed mode)', () => {
  const TOKEN = 'a-deployment-secret-of-more-than-32-characters';
  function guarded() {
    const capture = captureLogger('content');
    const app = createApp({ service: 'content', logger: capture.logger, health: async () => ({}), serviceToken: TOKEN });
    app.post('/accounts/:id/role', (c) => c.json({ changed: true }));
    return { app, ...capture };
  }

  it('refuses a call without the token with 401, and logs the refusal', async () => {
    const { app, lines } = guarded();
    const res = await app.request('/accounts/1/role', { method: 'POST' });
    expect(res.status).toBe(401);
    expect(Problem.parse(await res.json()).detail).toBe('This service answers only the Mitics BFF');
    expect(lines().some((l) => l.msg === 'refused a call without the service token')).toBe(true);
  });

  it('refuses a wrong token, of any length', async () => {
    const { app } = guarded();
    for (const given of ['', 'x', TOKEN.slice(0, -1), `${TOKEN}x`]) {
      const res = await app.request('/accounts/1/role', { method: 'POST', headers: { 'x-mitics-service-token': given } });
      expect(res.status).toBe(401);
    }
  });

  it('lets the holder of the token through', async () => {
    const { app } = guarded();
    const res = await app.request('/accounts/1/role', { method: 'POST', headers: { 'x-mitics-service-token': TOKEN } });
    expect(res.status).toBe(200);
  });

  it('keeps /health open for probes', async () => {
    const { app } = guarded();
    expect((await app.request('/health')).status).toBe(200);
  });

  it('guards nothing without a token configured (embedded mode)', async () => {
    const { app } = build();
    app.get('/open', (c) => c.text('ok'));
    expect((await app.request('/open')).status).toBe(200);
  });
});

describe('a public-facing app (the BFF)', () => {
  function publicApp(health: Parameters<typeof createApp>[0]['health'] = async () => ({})) {
    const capture = captureLogger('bff');
    const app = createApp({ service: 'bff', logger: capture.logger, health, publicFacing: true });
    return { app, ...capture };
  }

  it('says which health check is down but not why; the why goes to the log', async () => {
    const { app, text } = publicApp(healthChecks({ content: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.3.7:4101')) }));
    const res = await app.request('/health');
    expect(res.status).toBe(503);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ status: 'down', service: 'bff', checks: { content: { ok: false } } });
    expect(body).not.toContain('10.0.3.7');
    expect(text()).toContain('10.0.3.7');
  });

  it('answers a 503 without the upstream words', async () => {
    const { app, text } = publicApp();
    app.get('/boom', () => {
      throw new UnavailableError('Cannot connect to NATS at nats://10.0.3.9:4222: authorization violation');
    });
    const res = await app.request('/boom');
    expect(res.status).toBe(503);
    const body = await res.text();
    expect(body).not.toContain('10.0.3.9');
    expect(Problem.parse(JSON.parse(body)).detail).toBe('This part of Mitics is unavailable right now. Please try again shortly.');
    expect(text()).toContain('10.0.3.9');
  });
});

describe('a malformed path', () => {
  it('answers 400, never 500, for a %-escape nobody can decode', async () => {
    const { app, lines } = build();
    app.get('*', (c) => c.text(decodeURIComponent(new URL(c.req.url).pathname)));
    for (const path of ['/%E0%A4%A', '/%', '/article/%zz', '/x/%C0%AF']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(400);
      expect(Problem.parse(await res.json()).detail).toBe('The address has a malformed %-escape');
    }
    expect((await app.request('/caf%C3%A9')).status).toBe(200);
    expect(lines().some((l) => l.level === 'error')).toBe(false);
  });
});
