import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SubscribeResponse, SubscriberSubscribed } from '@mitics/contracts';
import { createApp, silentLogger } from '@mitics/kit';
import { createServiceClient } from '../clients/service-client.ts';
import { mountWithAudience, ok, problem, type AudienceRouteHarness } from '../testing/audience-routes.ts';
import { newsletterRoutes } from './newsletter.ts';

let harness: AudienceRouteHarness;
let app: AudienceRouteHarness['app'];
let adapters: AudienceRouteHarness['adapters'];

beforeEach(async () => {
  harness = await mountWithAudience(newsletterRoutes);
  ({ app, adapters } = harness);
});

afterEach(() => harness.stop());

const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/newsletter/subscribe', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });


const stats = async () => ok<{ subscribers: number }>(await app.request('/api/newsletter/stats'));
const subscribedEvents = async () => (await adapters.store.readAll(0, 10_000)).filter((e) => e.type === SubscriberSubscribed.type);

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes a new address: 201, not already subscribed', async () => {
    const res = await subscribe({ email: 'ann@example.com', name: 'Ann Voter' }, { 'x-request-id': 'req-1' });
    expect(SubscribeResponse.parse(await ok(res, 201))).toEqual({ ok: true, alreadySubscribed: false });
    expect(await stats()).toEqual({ subscribers: 1 });
    expect(await subscribedEvents()).toEqual([expect.objectContaining({ correlationId: 'req-1', actor: 'anonymous' })]);
  });

  it('answers 200 already subscribed for the same address in another case or spacing, keeping one subscriber', async () => {
    await ok(await subscribe({ email: 'ann@example.com', source: 'footer' }), 201);
    expect(SubscribeResponse.parse(await ok(await subscribe({ email: '  ANN@Example.com  ', source: 'popup' }), 200))).toEqual({ ok: true, alreadySubscribed: true });
    expect(await stats()).toEqual({ subscribers: 1 });
    expect(await subscribedEvents()).toHaveLength(1);
  });

  it('keeps one subscriber when the address is sent twice at once', async () => {
    const [a, b] = await Promise.all([subscribe({ email: 'bob@example.com' }), subscribe({ email: 'Bob@example.com ' })]);
    expect([a?.status, b?.status].sort()).toEqual([200, 201]);
    expect(await subscribedEvents()).toHaveLength(1);
  });

  it('refuses an invalid email with 400 and the message readers see, changing nothing', async () => {
    for (const body of [{ email: 'not-an-email' }, { email: '' }, {}]) {
      const refusal = await problem(await subscribe(body), 400);
      expect(refusal).toMatchObject({ detail: 'Please enter a valid email address', errors: { email: 'Please enter a valid email address' } });
    }
    await problem(await subscribe('ann@example.com'), 400);
    const notJson = await app.request('/api/newsletter/subscribe', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'ann@example.com' });
    await problem(notJson, 415);
    expect(await adapters.store.readAll(0, 10_000)).toEqual([]);
    expect(await stats()).toEqual({ subscribers: 0 });
  });

  it('refuses a body over 16 kB with 413, changing nothing', async () => {
    await problem(await subscribe({ email: 'ann@example.com', name: 'x'.repeat(20_000) }), 413);
    expect(await adapters.store.readAll(0, 10_000)).toEqual([]);
  });

  it('answers 503 with a clear message when the audience service is down', async () => {
    const down = createServiceClient('audience', 'http://audience.test', () => Promise.reject(new Error('connection refused')));
    const offline = createApp({ service: 'bff', logger: silentLogger(), health: async () => ({}) });
    offline.route('/api', newsletterRoutes({ audience: down }));
    const refusal = await problem(
      await offline.request('/api/newsletter/subscribe', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ann@example.com' }) }),
      503,
    );
    expect(refusal.detail).toContain('audience service is unavailable');
  });
});

describe('GET /api/newsletter/stats', () => {
  it('counts subscribers', async () => {
    expect(await stats()).toEqual({ subscribers: 0 });
    await ok(await subscribe({ email: 'a@example.com' }), 201);
    await ok(await subscribe({ email: 'b@example.com' }), 201);
    expect(await stats()).toEqual({ subscribers: 2 });
  });
});
