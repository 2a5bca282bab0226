import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { serveApp, silentLogger } from '@mitics/kit';
import { clientAddress } from './client-address.ts';

const echo = (trustProxy: boolean) => new Hono().get('/who', (c) => c.text(clientAddress(c, trustProxy)));

describe('client address', () => {
  it("is the socket's peer when served by the kit's serveApp, whatever X-Forwarded-For says", async () => {
    const served = await serveApp(echo(false), { port: 0, hostname: '127.0.0.1', logger: silentLogger(), handleSignals: false });
    try {
      const res = await fetch(`http://127.0.0.1:${served.port}/who`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(await res.text()).toBe('127.0.0.1');
    } finally {
      await served.shutdown();
    }
  });

  it('is the first X-Forwarded-For entry behind a trusted proxy', async () => {
    const res = await echo(true).request('/who', { headers: { 'x-forwarded-for': ' 203.0.113.9 , 10.0.0.1' } });
    expect(await res.text()).toBe('203.0.113.9');
  });

  it("is 'unknown' in process, with no socket and no trusted proxy", async () => {
    expect(await (await echo(false).request('/who', { headers: { 'x-forwarded-for': '203.0.113.9' } })).text()).toBe('unknown');
    expect(await (await echo(true).request('/who')).text()).toBe('unknown');
  });
});
