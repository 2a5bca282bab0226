import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessageRecord, Problem } from '@mitics/contracts';
import { ADMIN_KEY, startStaffSite, type StaffSite } from '../testing/staff-site.ts';

let site: StaffSite;
beforeAll(async () => {
  site = await startStaffSite({ trustProxy: 1 });
});
afterAll(() => site.stop());

const form = { name: 'Ann Voter', email: 'ann@example.com', subject: 'A tip', message: 'The committee meets on Thursday, not Tuesday.' };

describe('POST /api/contact', () => {
  it('takes a message from anyone and shows it to the admins', async () => {
    const res = await site.call('/api/contact', { method: 'POST', body: form, headers: { 'x-forwarded-for': '203.0.113.50' } });
    expect(res.status).toBe(201);
    const list = await site.call('/api/admin/contact-messages', { headers: { authorization: `Bearer ${ADMIN_KEY}` } });
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(((await list.json()) as ContactMessageRecord[]).map((m) => m.subject)).toContain('A tip');
  });

  it('refuses a bad form at the edge with its message', async () => {
    const res = await site.call('/api/contact', { method: 'POST', body: { ...form, email: 'nope' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Problem).detail).toBe('Please enter a valid email address');
  });

  it('limits messages per client address, as the BFF sees it', async () => {
    const from = (address: string) => site.call('/api/contact', { method: 'POST', body: form, headers: { 'x-forwarded-for': address } });
    for (let i = 0; i < 5; i += 1) expect((await from('198.51.100.23')).status).toBe(201);
    const refused = await from('198.51.100.23');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as Problem).detail).toMatch(/^You have sent too many messages/);
    expect((await from('198.51.100.24')).status).toBe(201);
  });
});
