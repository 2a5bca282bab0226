import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Article, SearchPage } from '@mitics/contracts';
import { startStaffSite, type StaffSite } from '../testing/staff-site.ts';

let site: StaffSite;
const key = { authorization: 'Bearer test-admin-key-0123456789abcdef' };

beforeAll(async () => {
  site = await startStaffSite();
  for (let i = 1; i <= 23; i++) {
    const res = await site.call('/api/articles', { method: 'POST', headers: key, body: { title: `Kalamazoo transit vote ${i}`, excerpt: 'E', content: 'Body.', author: 'Staff' } });
    expect(res.status).toBe(201);
  }
  await site.call('/api/articles', { method: 'POST', headers: key, body: { title: 'Kalamazoo transit draft', excerpt: 'E', content: 'Body.', author: 'Staff', status: 'draft' } });
});
afterAll(() => site.stop());

async function page(query: string): Promise<SearchPage> {
  const res = await site.call(`/api/search?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return SearchPage.parse(await res.json());
}

describe('GET /api/search', () => {
  it('answers the first 20 published results and the total', async () => {
    const first = await page('q=kalamazoo%20transit');
    expect([first.total, first.pages, first.page, first.limit, first.articles.length]).toEqual([23, 2, 1, 20, 20]);
    expect(first.articles.every((a) => a.status === 'published')).toBe(true);
  });

  it('pages on, and page 2 holds the rest', async () => {
    const [first, second] = [await page('q=kalamazoo'), await page('q=kalamazoo&page=2')];
    expect(second.articles).toHaveLength(3);
    const ids = new Set([...first.articles, ...second.articles].map((a) => a.id));
    expect(ids.size).toBe(23);
  });

  it('forgives a typo', async () => {
    expect((await page('q=Kalamazo')).total).toBe(23);
  });

  it.each([
    ['no q', ''],
    ['a blank q', 'q=%20'],
    ['page 0', 'q=transit&page=0'],
    ['a limit over 20', 'q=transit&limit=50'],
    ['a q over 200 characters', `q=${'a'.repeat(201)}`],
  ])('refuses %s with a 400 and a clear message', async (_name, query) => {
    const res = await site.call(`/api/search?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(JSON.stringify(await res.json())).not.toContain('ZodError');
  });

  it('passes the total of /api/articles?search= on as X-Total-Count', async () => {
    const res = await site.call('/api/articles?search=transit&limit=5');
    expect(res.headers.get('x-total-count')).toBe('23');
    expect(Article.array().parse(await res.json())).toHaveLength(5);
  });
});
