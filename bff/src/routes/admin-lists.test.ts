/** The admin panel's lists cover everything: articles of every status, paged; subscriber counts and copies over all subscribers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActiveSubscriberEmails, NewsletterSubscriber, StaffArticlePage, SubscriberSummary } from '@mitics/contracts';
import { ADMIN_KEY, startStaffSite, type StaffSite } from '../testing/staff-site.ts';

let site: StaffSite;
const key = { authorization: `Bearer ${ADMIN_KEY}` };

beforeAll(async () => {
  site = await startStaffSite();
});

afterAll(() => site.stop());

describe('GET /api/admin/articles', () => {
  it('lists drafts, articles under review, returned and published ones, a page at a time, with the total', async () => {
    for (const status of ['draft', 'pending_review', 'rejected', 'published'] as const) {
      for (let i = 0; i < 4; i++) await site.article(null, status);
    }
    const first = StaffArticlePage.parse(await (await site.call('/api/admin/articles?limit=10', { headers: key })).json());
    expect(first.articles).toHaveLength(10);
    expect(first.total).toBe(16);
    const second = StaffArticlePage.parse(await (await site.call('/api/admin/articles?limit=10&offset=10', { headers: key })).json());
    expect(second.articles).toHaveLength(6);
    const all = [...first.articles, ...second.articles];
    expect(new Set(all.map((a) => a.id)).size).toBe(16);
    expect(new Set(all.map((a) => a.status))).toEqual(new Set(['draft', 'pending_review', 'rejected', 'published']));
    // Every row carries its version, for the edit's If-Match.
    expect(all.every((a) => typeof a.version === 'number')).toBe(true);

    const underReview = StaffArticlePage.parse(await (await site.call('/api/admin/articles?status=pending_review', { headers: key })).json());
    expect(underReview.total).toBe(4);
    expect(underReview.articles.every((a) => a.status === 'pending_review')).toBe(true);
  });

  it('refuses a status that does not exist and a page size over 50 with 400', async () => {
    expect((await site.call('/api/admin/articles?status=secret', { headers: key })).status).toBe(400);
    expect((await site.call('/api/admin/articles?limit=500', { headers: key })).status).toBe(400);
  });
});

describe('subscribers beyond the first page', () => {
  it('counts and copies all 60 subscribers, not the first 50', async () => {
    for (let i = 0; i < 60; i++) {
      const res = await site.call('/api/newsletter/subscribe', { method: 'POST', body: { email: `reader${i}@example.com` } });
      expect(res.status).toBe(201);
    }
    const summary = SubscriberSummary.parse(await (await site.call('/api/newsletter/subscribers/summary', { headers: key })).json());
    expect(summary).toEqual({ total: 60, active: 60 });
    const emails = ActiveSubscriberEmails.parse(await (await site.call('/api/newsletter/subscribers/active-emails', { headers: key })).json()).emails;
    expect(emails).toHaveLength(60);
    expect(new Set(emails).size).toBe(60);
    const page = NewsletterSubscriber.array().parse(await (await site.call('/api/newsletter/subscribers', { headers: key })).json());
    expect(page).toHaveLength(50);
  });
});
