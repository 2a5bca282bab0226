import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp, silentLogger, type ServedApp } from '@mitics/kit';
import { createBff } from '../app.ts';
import { unreachable } from '../testing/clients.ts';

const KEY = 'test-admin-key-0123456789abcdef';
let served: ServedApp;
let base: string;

beforeAll(async () => {
  const app = createBff({ logger: silentLogger(), adminApiKey: KEY, services: { content: unreachable('content'), audience: unreachable('audience') } });
  served = await serveApp(app, { port: 0, hostname: '127.0.0.1', logger: silentLogger(), handleSignals: false });
  base = `http://127.0.0.1:${served.port}`;
});
afterAll(async () => {
  await served.shutdown();
});

describe('answers that leave the request body unread', () => {
  it('close the connection, so the next request on a keep-alive client is answered (found by fuzzing)', async () => {
    const big = JSON.stringify({ message: 'a'.repeat(1_000_000) });
    const cases: Array<{ path: string; headers: Record<string, string> }> = [
      // Over the 16 kB limit: 413 before reading.
      { path: '/api/contact', headers: { origin: base, 'x-mitics-csrf': '1' } },
      // Cross-site: 403 before reading.
      { path: '/api/contact', headers: { origin: 'https://evil.example' } },
      // Not signed in: 401 before reading.
      { path: '/api/articles', headers: { origin: base, 'x-mitics-csrf': '1' } },
    ];
    for (const refused of cases) {
      const res = await fetch(`${base}${refused.path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...refused.headers }, body: big });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get('connection')).toBe('close');
      await res.arrayBuffer();
      // The same client's next call, which would reuse that connection.
      const next = await fetch(`${base}/api/auth/me`);
      expect(next.status).toBe(200);
    }
  });

  it('keeps the connection open when there was no body to read', async () => {
    const res = await fetch(`${base}/api/auth/me`);
    expect(res.headers.get('connection')).toBe('keep-alive');
    await res.arrayBuffer();
  });
});
