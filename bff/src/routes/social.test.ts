import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@mitics/kit/testing';
import { startStaffSite, type StaffSite } from '../testing/staff-site.ts';

let site: StaffSite;
const key = { authorization: 'Bearer test-admin-key-0123456789abcdef' };

beforeAll(async () => {
  site = await startStaffSite();
});
afterAll(() => site.stop());

describe('the social calls (staff §7)', () => {
  it('refuses a test post without an article id, and of an unknown article, posting nothing', async () => {
    const missing = await site.call('/api/admin/twitter/post', { method: 'POST', headers: key, body: { tweetType: 'regular' } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ errors: { articleId: 'articleId is required' } });
    const unknown = await site.call('/api/admin/twitter/post', { method: 'POST', headers: key, body: { articleId: 'no-such-article', tweetType: 'regular' } });
    expect(unknown.status).toBe(404);
    expect(site.x.tweets).toHaveLength(0);
  });

  it('posts a breaking article automatically once it is published, and lists the post', async () => {
    const res = await site.call('/api/articles', { method: 'POST', headers: key, body: { title: 'Governor declares emergency in Flint', excerpt: 'E', content: 'Body.', author: 'Staff', isBreaking: true } });
    expect(res.status).toBe(201);
    await waitFor(() => site.x.tweets.some((t) => t.text.startsWith('🚨 BREAKING: Governor declares emergency in Flint')));
    const posts = (await (await site.call('/api/admin/twitter/posts', { headers: key })).json()) as Array<{ kind: string; status: string }>;
    await waitFor(async () => ((await (await site.call('/api/admin/twitter/posts', { headers: key })).json()) as Array<{ status: string }>)[0]?.status === 'published');
    expect(posts[0]?.kind).toBe('breaking');
  });

  it('answers a failed test post with a refusal, not a success', async () => {
    const article = await site.article(null, 'published');
    await waitFor(async () => (await site.social.ctx.docs.collection('known-articles').findOne({ _id: article.id })) !== null);
    site.x.nextPosts({ kind: 'fail', status: 500 });
    const res = await site.call('/api/admin/twitter/post', { method: 'POST', headers: key, body: { articleId: article.id, tweetType: 'regular' } });
    expect(res.status).toBe(503);
  });
});
