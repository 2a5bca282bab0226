/**
 * Staff writes carry the version they were based on (If-Match) through the
 * BFF: a contributor's edit and an editor's publish are refused with 409 when
 * the article changed since it was read, and a create sent twice makes one article.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, UserAccount } from '@mitics/contracts';
import { FIRST_ADMIN, startStaffSite, type StaffSite } from '../testing/staff-site.ts';

const CHANGED = 'This article was changed by someone else after you opened it. Reload it to see the latest version, then make your change again.';

let site: StaffSite;
let contributor: { user: UserAccount; cookie: string };
let editor: { cookie: string };
let admin: { cookie: string };

beforeAll(async () => {
  site = await startStaffSite();
  const cora = await site.register('cora-versions', 'contributor', { activate: true });
  const ed = await site.register('ed-versions', 'editor', { activate: true });
  contributor = { user: cora.user, cookie: (await site.signIn('cora-versions', cora.password)).cookie };
  editor = { cookie: (await site.signIn('ed-versions', ed.password)).cookie };
  admin = { cookie: (await site.signIn(FIRST_ADMIN.username, FIRST_ADMIN.password)).cookie };
});

afterAll(() => site.stop());

const read = async (id: string) => {
  const res = await site.call(`/api/articles/my-articles`, { cookie: contributor.cookie });
  return ((await res.json()) as Article[]).find((a) => a.id === id);
};

describe('writes based on a version', () => {
  it("refuses a contributor's edit with 409 once an editor changed the article, keeping the editor's change", async () => {
    const draft = await site.article(contributor.user.id, 'rejected');
    const opened = await read(draft.id);
    expect(opened?.version).toBeGreaterThan(0);
    const fix = await site.call(`/api/articles/${draft.id}`, { method: 'PUT', cookie: admin.cookie, body: { title: 'Fixed by the desk' }, headers: { 'if-match': `"${opened?.version}"` } });
    expect(fix.status).toBe(200);
    expect(fix.headers.get('etag')).toBe(`"${(opened?.version ?? 0) + 1}"`);

    const stale = await site.call(`/api/articles/${draft.id}`, {
      method: 'PUT',
      cookie: contributor.cookie,
      body: { title: 'My own headline' },
      headers: { 'if-match': `"${opened?.version}"` },
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ detail: CHANGED });
    expect((await read(draft.id))?.title).toBe('Fixed by the desk');
  });

  it("refuses an editor's publish with 409 when another editor returned the article meanwhile", async () => {
    const pending = await site.article(contributor.user.id, 'pending_review');
    const queue = (await (await site.call('/api/review/queue', { cookie: editor.cookie })).json()) as Article[];
    const seen = queue.find((a) => a.id === pending.id);
    expect(seen?.version).toBeDefined();
    const returned = await site.call(`/api/review/${pending.id}/request-changes`, {
      method: 'POST',
      cookie: admin.cookie,
      body: { reviewNotes: 'Needs the vote count.' },
      headers: { 'if-match': `"${seen?.version}"` },
    });
    expect(returned.status).toBe(200);
    const publish = await site.call(`/api/review/${pending.id}/publish`, { method: 'POST', cookie: editor.cookie, headers: { 'if-match': `"${seen?.version}"` } });
    expect(publish.status).toBe(409);
    expect(await publish.json()).toMatchObject({ detail: CHANGED });
    expect(await read(pending.id)).toMatchObject({ status: 'rejected', publishedAt: null });
  });

  it('publishes when nothing changed since the editor read it', async () => {
    const pending = await site.article(contributor.user.id, 'pending_review');
    const queue = (await (await site.call('/api/review/queue', { cookie: editor.cookie })).json()) as Article[];
    const seen = queue.find((a) => a.id === pending.id);
    const publish = await site.call(`/api/review/${pending.id}/publish`, { method: 'POST', cookie: editor.cookie, headers: { 'if-match': `"${seen?.version}"` } });
    expect(publish.status).toBe(200);
    expect(((await publish.json()) as Article).status).toBe('published');
  });

  it('makes one article of a create sent twice with one Idempotency-Key', async () => {
    const body = { title: 'Senate confirms new parole board chair', excerpt: 'E', content: 'Body.', author: 'Cora', status: 'draft' };
    const headers = { 'idempotency-key': 'create-7f3a9c1e-0001' };
    const first = await site.call('/api/articles', { method: 'POST', cookie: contributor.cookie, body, headers });
    const again = await site.call('/api/articles', { method: 'POST', cookie: contributor.cookie, body, headers });
    expect([first.status, again.status]).toEqual([201, 201]);
    const [a, b] = [(await first.json()) as Article, (await again.json()) as Article];
    expect(b.id).toBe(a.id);
    const mine = (await (await site.call('/api/articles/my-articles', { cookie: contributor.cookie })).json()) as Article[];
    expect(mine.filter((x) => x.title === body.title)).toHaveLength(1);
  });
});
