import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { serveApp, silentLogger } from '@mitics/kit';
import { clientAddress, requestOrigin } from './client-address.ts';

const echo = (hops: number) => new Hono().get('/who', (c) => c.text(clientAddress(c, hops)));
const origin = (hops: number) => new Hono().get('/origin', (c) => c.text(requestOrigin(c, hops)));

describe('client address', () => {
  it("is the socket's peer when served by the kit's serveApp, whatever X-Forwarded-For says", async () => {
    const served = await serveApp(echo(0), { port: 0, hostname: '127.0.0.1', logger: silentLogger(), handleSignals: false });
    try {
      const res = await fetch(`http://127.0.0.1:${served.port}/who`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(await res.text()).toBe('127.0.0.1');
    } finally {
      await served.shutdown();
    }
  });

  it('is what the one trusted proxy appended, not the entry a client forged before it', async () => {
    // The client sent "X-Forwarded-For: 198.51.100.1"; our proxy appended the address it saw.
    const res = await echo(1).request('/who', { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' } });
    expect(await res.text()).toBe('203.0.113.9');
  });

  it('counts hops from the right with two trusted proxies (CDN, then load balancer)', async () => {
    const res = await echo(2).request('/who', { headers: { 'x-forwarded-for': ' 198.51.100.1 , 203.0.113.9 , 10.0.0.7' } });
    expect(await res.text()).toBe('203.0.113.9');
  });

  it('takes the leftmost entry when a proxy overwrote the header with fewer entries than hops', async () => {
    const res = await echo(3).request('/who', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(await res.text()).toBe('203.0.113.9');
  });

  it("is 'unknown' in process, with no socket and no trusted proxy", async () => {
    expect(await (await echo(0).request('/who', { headers: { 'x-forwarded-for': '203.0.113.9' } })).text()).toBe('unknown');
    expect(await (await echo(1).request('/who')).text()).toBe('unknown');
  });
});

describe('request origin', () => {
  it('ignores forwarded proto and host without trusted proxies', async () => {
    const res = await origin(0).request('http://bff.internal/origin', { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' } });
    expect(await res.text()).toBe('http://bff.internal');
  });

  it('takes the trusted proxy’s proto and host, not a forged one', async () => {
    const res = await origin(1).request('http://bff.internal/origin', {
      headers: { 'x-forwarded-proto': 'http, https', 'x-forwarded-host': 'evil.example, mitics.example' },
    });
    expect(await res.text()).toBe('https://mitics.example');
  });
});
