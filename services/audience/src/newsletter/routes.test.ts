import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventEnvelope, SubscribeResponse, SubscriberSubscribed, type Problem } from '@mitics/contracts';
import { startService, type StartedService, type StoredEvent } from '@mitics/kit';
import { memoryAdapters, waitFor, type MemoryAdapters } from '@mitics/kit/testing';
import { audienceService } from '../definition.ts';
import type { Subscriber } from './subscriber.ts';

let adapters: MemoryAdapters;
let service: StartedService;
let now: Date;

beforeEach(async () => {
  now = new Date('2026-11-22T12:00:00.000Z');
  adapters = await memoryAdapters({ clock: () => now });
  service = await startService(audienceService, adapters);
});

afterEach(async () => {
  await service.stop();
  await adapters.close();
});

const advance = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    service.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }),
  );
}

async function ok<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const problem = async (res: Response, status: number) => {
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  return ok<Problem>(res, status);
};

const subscribe = async (body: unknown, status: number) => SubscribeResponse.parse(await ok(await post('/newsletter/subscribe', body), status));
const subscribers = async (query = '') => ok<Subscriber[]>(await service.app.request(`/subscribers${query}`));
const stats = async () => ok<{ subscribers: number }>(await service.app.request('/newsletter/stats'));
const subscribedEvents = async () => (await adapters.store.readAll(0, 10_000)).filter((e) => e.type === SubscriberSubscribed.type);

describe('subscribing', () => {
  it('subscribes a new address and answers 201, not already subscribed', async () => {
    expect(await subscribe({ email: 'ann@example.com', name: 'Ann Voter', source: 'newsletter-page' }, 201)).toEqual({ ok: true, alreadySubscribed: false });
    const [ann] = await subscribers();
    expect(await subscribers()).toEqual([
      { id: expect.stringMatching(/^[0-9a-f]{32}$/), email: 'ann@example.com', name: 'Ann Voter', isActive: true, subscribedAt: now.toISOString(), source: 'newsletter-page' },
    ]);
    expect(await stats()).toEqual({ subscribers: 1 });
    const events = await subscribedEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ stream: `subscriber-${ann?.id}`, streamVersion: 1, actor: 'anonymous' });
  });

  it('takes the email alone, as the footer form and pop-up send it', async () => {
    await subscribe({ email: 'bob@example.com' }, 201);
    expect(await subscribers()).toEqual([expect.objectContaining({ email: 'bob@example.com', name: null, source: 'unknown' })]);
  });

  it('answers already subscribed for a repeat address in another case or spacing, and records nothing', async () => {
    await subscribe({ email: 'Ann@Example.com', name: 'Ann' }, 201);
    const before = await adapters.store.readAll(0, 10_000);
    advance(5);
    expect(await subscribe({ email: '  ann@EXAMPLE.COM ', name: 'Someone else' }, 200)).toEqual({ ok: true, alreadySubscribed: true });
    expect(await adapters.store.readAll(0, 10_000)).toEqual(before);
    expect(await subscribers()).toEqual([expect.objectContaining({ email: 'ann@example.com', name: 'Ann', subscribedAt: '2026-11-22T12:00:00.000Z' })]);
    expect(await stats()).toEqual({ subscribers: 1 });
  });

  it('refuses an invalid email with a clear message and records nothing', async () => {
    for (const body of [{ email: 'not-an-email' }, { email: '' }, { email: 'ann@example' }, {}, { name: 'No Email' }]) {
      const refusal = await problem(await post('/newsletter/subscribe', body), 400);
      expect(refusal.errors, JSON.stringify(body)).toEqual({ email: 'Please enter a valid email address' });
      expect(refusal.detail).toBe('Please enter a valid email address');
    }
    expect(await adapters.store.readAll(0, 10_000)).toEqual([]);
    expect(await stats()).toEqual({ subscribers: 0 });
  });

  it('refuses an unknown source, a body that is not an object and one that is not JSON', async () => {
    expect((await problem(await post('/newsletter/subscribe', { email: 'ann@example.com', source: 'billboard' }), 400)).errors).toHaveProperty('source');
    await problem(await post('/newsletter/subscribe', ['ann@example.com']), 400);
    await problem(await post('/newsletter/subscribe', 'ann@example.com'), 400);
    const res = await service.app.request('/newsletter/subscribe', { method: 'POST', body: 'email=ann@example.com', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    await problem(res, 415);
    expect(await adapters.store.readAll(0, 10_000)).toEqual([]);
  });

  it('refuses a body over 16 kB with 413', async () => {
    const res = await post('/newsletter/subscribe', { email: 'ann@example.com', name: 'x'.repeat(17 * 1024) });
    await problem(res, 413);
    expect(await adapters.store.readAll(0, 10_000)).toEqual([]);
  });

  it('keeps one subscriber when the same address arrives twice at once', async () => {
    const answers = await Promise.all([
      post('/newsletter/subscribe', { email: 'carol@example.com', source: 'footer' }),
      post('/newsletter/subscribe', { email: ' Carol@Example.com', source: 'popup' }),
      post('/newsletter/subscribe', { email: 'CAROL@example.com' }),
    ]);
    const bodies = await Promise.all(answers.map(async (res) => ({ status: res.status, body: SubscribeResponse.parse(await res.json()) })));
    expect(bodies.map((b) => b.status).sort()).toEqual([200, 200, 201]);
    expect(bodies.filter((b) => b.body.alreadySubscribed)).toHaveLength(2);
    expect(await subscribedEvents()).toHaveLength(1);
    expect(await subscribers()).toHaveLength(1);
  });

  it('treats losing the race for an address to another process as already subscribed', async () => {
    // Another process subscribed carol between every read and append of this one:
    // this process keeps reading her stream as empty, and every append is refused.
    const stale = { ...adapters.store, readStream: async (): Promise<StoredEvent[]> => [] };
    const other = await startService(audienceService, { ...adapters, store: stale });
    try {
      await subscribe({ email: 'carol@example.com' }, 201);
      const res = await other.app.request('/newsletter/subscribe', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'carol@example.com' }) });
      expect(SubscribeResponse.parse(await ok(res, 200))).toEqual({ ok: true, alreadySubscribed: true });
      expect(await subscribedEvents()).toHaveLength(1);
    } finally {
      await other.stop();
    }
  });

  it('records who subscribed and the request it came from', async () => {
    await ok(await post('/newsletter/subscribe', { email: 'dan@example.com' }, { 'x-request-id': 'req-42' }), 201);
    expect(await subscribedEvents()).toEqual([expect.objectContaining({ actor: 'anonymous', correlationId: 'req-42', causationId: null })]);
  });
});

describe('publishing subscriptions', () => {
  it('publishes the subscribed event on the bus in its envelope', async () => {
    const received: EventEnvelope[] = [];
    const subscription = await adapters.bus.subscribe({
      durable: 'test-newsletter',
      subjects: ['audience.subscriber.*'],
      handle: async (event) => {
        received.push(event);
      },
    });
    try {
      await ok(await post('/newsletter/subscribe', { email: ' Erin@Example.com ', name: 'Erin', source: 'popup' }, { 'x-request-id': 'req-7' }), 201);
      const [event] = await waitFor(() => (received.length > 0 ? received : null));
      const [stored] = await subscribedEvents();
      expect(EventEnvelope.parse(event)).toEqual({
        id: stored?.id,
        type: 'audience.subscriber.subscribed',
        version: 1,
        stream: stored?.stream,
        streamVersion: 1,
        occurredAt: now.toISOString(),
        actor: 'anonymous',
        correlationId: 'req-7',
        causationId: null,
        data: { subscriberId: stored?.stream.replace(/^subscriber-/, ''), email: 'erin@example.com', name: 'Erin', subscribedAt: now.toISOString(), source: 'popup' },
      });
      expect(SubscriberSubscribed.data.parse(event?.data).email).toBe('erin@example.com');
    } finally {
      await subscription.stop();
    }
  });
});

describe('listing subscribers', () => {
  it('lists newest first with limit and offset, and counts them', async () => {
    for (const name of ['a', 'b', 'c']) {
      await subscribe({ email: `${name}@example.com` }, 201);
      advance(1);
    }
    expect((await subscribers()).map((s) => s.email)).toEqual(['c@example.com', 'b@example.com', 'a@example.com']);
    expect((await subscribers('?limit=1&offset=1')).map((s) => s.email)).toEqual(['b@example.com']);
    expect(await stats()).toEqual({ subscribers: 3 });
  });

  it('refuses a limit out of range', async () => {
    const refusal = await problem(await service.app.request('/subscribers?limit=0'), 400);
    expect(refusal.errors).toEqual({ limit: 'must be at least 1' });
  });

  it('rebuilds the same read model from the log', async () => {
    await subscribe({ email: 'a@example.com', name: 'A' }, 201);
    advance(1);
    await subscribe({ email: 'b@example.com' }, 201);
    const before = await subscribers();
    await service.projections.rebuild('subscribers');
    expect(await subscribers()).toEqual(before);
  });
});
