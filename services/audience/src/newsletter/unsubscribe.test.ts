import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UnsubscribeResponse, type Problem } from '@mitics/contracts';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { defaultAccountDeps } from '../accounts/commands.ts';
import { audienceService, createAudienceService } from '../definition.ts';
import { subscriberIdFor } from './subscriber.ts';
import { isValidUnsubscribeToken, unsubscribeToken } from './unsubscribe-link.ts';

const SECRET = 'test-unsubscribe-secret-0123456789abcdef';
let adapters: MemoryAdapters;
let service: StartedService;
let now: Date;

beforeEach(async () => {
  now = new Date('2026-11-22T12:00:00.000Z');
  adapters = await memoryAdapters({ clock: () => now });
  service = await startService(createAudienceService(defaultAccountDeps, { unsubscribeSecret: SECRET }), adapters);
});

afterEach(async () => {
  await service.stop();
  await adapters.close();
});

const post = (path: string, body: unknown) =>
  Promise.resolve(service.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
const stats = async () => ((await (await service.app.request('/newsletter/stats')).json()) as { subscribers: number }).subscribers;
const events = async () => (await adapters.store.readAll(0, 10_000)).map((e) => e.type);

async function subscribe(email: string, status = 201) {
  const res = await post('/newsletter/subscribe', { email, source: 'newsletter-page' });
  expect(res.status).toBe(status);
  return subscriberIdFor(email);
}

describe('signed unsubscribe links', () => {
  it('are the HMAC of the subscriber id: 43 URL-safe characters, different per id and per secret', () => {
    const token = unsubscribeToken(SECRET, 'a'.repeat(32));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unsubscribeToken(SECRET, 'b'.repeat(32))).not.toBe(token);
    expect(unsubscribeToken(`${SECRET}x`, 'a'.repeat(32))).not.toBe(token);
    expect(isValidUnsubscribeToken(SECRET, 'a'.repeat(32), token)).toBe(true);
    expect(isValidUnsubscribeToken(SECRET, 'b'.repeat(32), token)).toBe(false);
  });

  it('unsubscribe the subscriber as an event: inactive, out of the stats, kept in the list', async () => {
    const id = await subscribe('ann@example.com');
    await subscribe('bob@example.com');
    expect(await stats()).toBe(2);
    const res = await post('/newsletter/unsubscribe', { subscriberId: id, token: unsubscribeToken(SECRET, id) });
    expect(res.status).toBe(200);
    expect(UnsubscribeResponse.parse(await res.json())).toEqual({ ok: true, email: 'ann@example.com' });
    expect(await stats()).toBe(1);
    const list = (await (await service.app.request('/subscribers')).json()) as Array<{ email: string; isActive: boolean; unsubscribePath: string }>;
    expect(list.find((s) => s.email === 'ann@example.com')).toMatchObject({ isActive: false, unsubscribePath: `/newsletter/unsubscribe?s=${id}&t=${unsubscribeToken(SECRET, id)}` });
    expect(await events()).toEqual(['audience.subscriber.subscribed', 'audience.subscriber.subscribed', 'audience.subscriber.unsubscribed']);
  });

  it('records nothing the second time, and the address may subscribe again', async () => {
    const id = await subscribe('ann@example.com');
    const body = { subscriberId: id, token: unsubscribeToken(SECRET, id) };
    expect((await post('/newsletter/unsubscribe', body)).status).toBe(200);
    expect((await post('/newsletter/unsubscribe', body)).status).toBe(200);
    expect((await events()).filter((t) => t === 'audience.subscriber.unsubscribed')).toHaveLength(1);
    await subscribe('ANN@example.com', 201);
    expect(await stats()).toBe(1);
    await subscribe('ann@example.com', 200);
    expect((await events()).at(-1)).toBe('audience.subscriber.resubscribed');
  });

  it('refuse a forged, altered or malformed link with a clear message, changing nothing', async () => {
    const id = await subscribe('ann@example.com');
    const other = subscriberIdFor('bob@example.com');
    const before = await events();
    for (const body of [
      { subscriberId: id, token: unsubscribeToken('another-secret-0123456789abcdef-xyz', id) },
      { subscriberId: id, token: unsubscribeToken(SECRET, other) },
      { subscriberId: id, token: 'short' },
      { subscriberId: 'not-an-id', token: unsubscribeToken(SECRET, id) },
      {},
    ]) {
      const res = await post('/newsletter/unsubscribe', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as Problem).detail).toBe('This unsubscribe link is not valid');
    }
    expect(await events()).toEqual(before);
    expect(await stats()).toBe(1);
  });

  it('answer 404 for a well-signed id nobody subscribed with', async () => {
    const id = subscriberIdFor('nobody@example.com');
    expect((await post('/newsletter/unsubscribe', { subscriberId: id, token: unsubscribeToken(SECRET, id) })).status).toBe(404);
  });

  it('are refused with 503 by a service without a secret, which lists no links', async () => {
    const bare = await startService(audienceService, adapters);
    try {
      const id = await subscribe('ann@example.com');
      const res = await bare.app.request('/newsletter/unsubscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ subscriberId: id, token: unsubscribeToken(SECRET, id) }),
      });
      expect(res.status).toBe(503);
      expect(JSON.stringify(await (await bare.app.request('/subscribers')).json())).not.toContain('unsubscribePath');
    } finally {
      await bare.stop();
    }
  });
});
