import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '@mitics/contracts';
import { ADMIN_KEY, startStaffSite, type StaffSite } from '../testing/staff-site.ts';

let site: StaffSite;
beforeAll(async () => {
  site = await startStaffSite();
});
afterAll(() => site.stop());

const key = { authorization: `Bearer ${ADMIN_KEY}` };
type Listed = { id: string; email: string; isActive: boolean; unsubscribePath: string };

describe('unsubscribing through the BFF', () => {
  it("follows the admin list's signed link without signing in, and the stats drop", async () => {
    expect((await site.call('/api/newsletter/subscribe', { method: 'POST', body: { email: 'reader@example.com' } })).status).toBe(201);
    const list = (await (await site.call('/api/newsletter/subscribers', { headers: key })).json()) as Listed[];
    const reader = list.find((s) => s.email === 'reader@example.com');
    if (!reader) throw new Error('the subscriber is not listed');
    const link = new URL(reader.unsubscribePath, 'http://localhost');
    expect(link.pathname).toBe('/newsletter/unsubscribe');
    const before = ((await (await site.call('/api/newsletter/stats')).json()) as { subscribers: number }).subscribers;
    const res = await site.call('/api/newsletter/unsubscribe', { method: 'POST', body: { subscriberId: link.searchParams.get('s'), token: link.searchParams.get('t') } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, email: 'reader@example.com' });
    expect(((await (await site.call('/api/newsletter/stats')).json()) as { subscribers: number }).subscribers).toBe(before - 1);
  });

  it('refuses a link with a wrong signature at the service, and a malformed one at the edge', async () => {
    const forged = await site.call('/api/newsletter/unsubscribe', { method: 'POST', body: { subscriberId: 'a'.repeat(32), token: 'A'.repeat(43) } });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as Problem).detail).toBe('This unsubscribe link is not valid');
    const malformed = await site.call('/api/newsletter/unsubscribe', { method: 'POST', body: { subscriberId: 'x', token: 'y' } });
    expect(malformed.status).toBe(400);
  });
});
