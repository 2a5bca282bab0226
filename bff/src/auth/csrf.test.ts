import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApp, silentLogger } from '@mitics/kit';
import { CROSS_SITE_REFUSED, csrfGuard } from './csrf.ts';

const KEY = 'test-admin-key-0123456789abcdef';

function appWith(options: { publicOrigin?: string; trustProxy?: number } = {}) {
  const app = createApp({ service: 'bff', logger: silentLogger(), health: async () => ({}) });
  const api = new Hono()
    .use('*', csrfGuard({ adminApiKey: KEY, publicOrigin: options.publicOrigin, trustProxy: options.trustProxy ?? 0 }))
    .all('*', (c) => c.json({ reached: true }));
  app.route('/api', api);
  return app;
}

const post = (app: Hono, headers: Record<string, string>, path = '/api/auth/login', method = 'POST') =>
  app.request(`http://mitics.test${path}`, { method, headers });

async function refused(res: Response) {
  expect(res.status).toBe(403);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect(await res.json()).toMatchObject({ detail: CROSS_SITE_REFUSED });
}

describe('CSRF guard on state-changing /api calls', () => {
  const app = appWith();
  const header = { 'x-mitics-csrf': '1' };

  it('lets a same-origin call with the header through, by Origin or, without one, by Referer', async () => {
    expect((await post(app, { ...header, origin: 'http://mitics.test' })).status).toBe(200);
    expect((await post(app, { ...header, referer: 'http://mitics.test/login?next=/contribute' })).status).toBe(200);
    for (const method of ['PUT', 'DELETE', 'PATCH']) expect((await post(app, { ...header, origin: 'http://mitics.test' }, '/api/x', method)).status).toBe(200);
  });

  it('refuses a call without the header, even from the site itself', async () => {
    await refused(await post(app, { origin: 'http://mitics.test' }));
    await refused(await post(app, { origin: 'http://mitics.test', 'x-mitics-csrf': '0' }));
  });

  it('refuses a cross-site call, with or without the header', async () => {
    await refused(await post(app, { ...header, origin: 'https://evil.example' }));
    await refused(await post(app, { origin: 'https://evil.example' }));
    await refused(await post(app, { ...header, origin: 'http://mitics.test.evil.example' }));
    await refused(await post(app, { ...header, referer: 'https://evil.example/page' }));
    await refused(await post(app, { ...header, origin: 'null' }));
  });

  it('refuses a call that names no origin at all', async () => {
    await refused(await post(app, header));
  });

  it('checks nothing on GET, HEAD and OPTIONS', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect((await post(app, { origin: 'https://evil.example' }, '/api/x', method)).status).toBe(200);
  });

  it('lets a call with the admin API key through (no cookie to ride on), but not a wrong key', async () => {
    expect((await post(app, { authorization: `Bearer ${KEY}` })).status).toBe(200);
    await refused(await post(app, { authorization: 'Bearer not-the-key-not-the-key-not' }));
  });

  it('accepts PUBLIC_ORIGIN, and the forwarded origin only behind a trusted proxy', async () => {
    expect((await post(appWith({ publicOrigin: 'https://mitics.news' }), { ...header, origin: 'https://mitics.news' })).status).toBe(200);
    const forwarded = { ...header, origin: 'https://mitics.news', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'mitics.news' };
    expect((await post(appWith({ trustProxy: 1 }), forwarded)).status).toBe(200);
    await refused(await post(appWith({ trustProxy: 0 }), forwarded));
  });

  it('lets the reader beacon and newsletter form through without the header, but not from another site', async () => {
    for (const path of ['/api/analytics/track', '/api/newsletter/subscribe']) {
      expect((await post(app, {}, path)).status).toBe(200);
      expect((await post(app, { origin: 'http://mitics.test' }, path)).status).toBe(200);
      await refused(await post(app, { origin: 'https://evil.example' }, path));
      await refused(await post(app, { referer: 'https://evil.example/' }, path));
    }
  });
});
