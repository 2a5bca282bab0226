import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContactMessageRecord, ContactReceipt, type Problem } from '@mitics/contracts';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { audienceService } from '../definition.ts';
import { nextLimit } from './limit.ts';

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

const form = { name: 'Ann Voter', email: ' ann@example.com ', subject: 'A correction', message: 'The bill number in your story is HB 4021, not 4012.' };
const send = (body: unknown) =>
  Promise.resolve(service.app.request('/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
const list = async () => ((await (await service.app.request('/contact-messages')).json()) as unknown[]).map((m) => ContactMessageRecord.parse(m));
const received = async () => (await adapters.store.readAll(0, 10_000)).filter((e) => e.type === 'audience.contact-message.received');

async function problem(res: Response, status: number): Promise<Problem> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  return JSON.parse(text) as Problem;
}

describe('contact messages', () => {
  it('records a message as an event, without the client address, and lists it for the admins', async () => {
    const res = await send({ ...form, address: '203.0.113.9' });
    expect(res.status).toBe(201);
    const receipt = ContactReceipt.parse(await res.json());
    expect(await list()).toEqual([{ id: receipt.id, name: 'Ann Voter', email: 'ann@example.com', subject: 'A correction', message: form.message, receivedAt: now.toISOString() }]);
    const [event] = await received();
    expect(event).toMatchObject({ stream: `contact-message-${receipt.id}`, streamVersion: 1 });
    expect(JSON.stringify(event)).not.toContain('203.0.113.9');
  });

  it('refuses a missing or invalid field with the form messages and records nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: ' ' }, 'name', 'Please enter your name'],
      [{ email: 'ann@' }, 'email', 'Please enter a valid email address'],
      [{ subject: '' }, 'subject', 'Please enter a subject'],
      [{ message: undefined }, 'message', 'Please enter your message'],
      [{ message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
    ];
    for (const [change, field, message] of cases) {
      const refusal = await problem(await send({ ...form, ...change, address: '203.0.113.9' }), 400);
      expect(refusal.errors?.[field], field).toBe(message);
    }
    await problem(await send(form), 400);
    expect(await received()).toEqual([]);
  });

  it('takes five messages an hour per address, then answers 429 with Retry-After until the hour is over', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send({ ...form, address: '198.51.100.7' })).status).toBe(201);
    const refused = await send({ ...form, address: '198.51.100.7' });
    expect((await problem(refused.clone(), 429)).detail).toBe('You have sent too many messages. Please try again in 60 minutes.');
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect((await send({ ...form, address: '192.0.2.1' })).status).toBe(201);
    now = new Date(now.getTime() + 45 * 60_000);
    expect((await problem(await send({ ...form, address: '198.51.100.7' }), 429)).detail).toContain('15 minutes');
    now = new Date(now.getTime() + 15 * 60_000);
    expect((await send({ ...form, address: '198.51.100.7' })).status).toBe(201);
    expect(await received()).toHaveLength(7);
  });
});

describe('the contact limit', () => {
  it('starts a new hour after the first message of the last one', () => {
    const t0 = new Date('2026-01-01T00:00:00.000Z');
    let record = null;
    for (let i = 0; i < 5; i += 1) ({ record } = nextLimit(record, 'k', t0, 5));
    expect(nextLimit(record, 'k', new Date(t0.getTime() + 59 * 60_000), 5).outcome).toEqual({ allowed: false, retryAfterMs: 60_000 });
    expect(nextLimit(record, 'k', new Date(t0.getTime() + 60 * 60_000), 5).outcome).toEqual({ allowed: true });
  });
});
