import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Article, ArticlePublished, SearchPage, TrendingTopic, type CreateArticleBody, type Problem } from '@mitics/contracts';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { contentService } from '../definition.ts';
import { ARTICLE_CHANGED } from './commands.ts';

let adapters: MemoryAdapters;
let service: StartedService;
let now: Date;
let ids: number;

beforeEach(async () => {
  now = new Date('2025-06-15T12:00:00.000Z');
  ids = 0;
  adapters = await memoryAdapters({ clock: () => now, newId: () => `id-${++ids}` });
  service = await startService(contentService, adapters);
});

afterEach(async () => {
  await service.stop();
  await adapters.close();
});

const HOUR = 60 * 60 * 1000;
const advance = (hours: number) => {
  now = new Date(now.getTime() + hours * HOUR);
};

const staff = { 'x-actor': 'user:editor-1', 'x-request-id': 'req-1' };

function request(method: string, path: string, body?: unknown): Promise<Response> {
  return Promise.resolve(
    service.app.request(path, {
      method,
      headers: { ...staff, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
}

async function ok<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const articleList = async (path: string) => Article.array().parse(await ok(await request('GET', path)));
const problem = async (res: Response, status: number) => {
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  return ok<Problem>(res, status);
};

const base: CreateArticleBody = {
  title: 'House passes road funding plan',
  excerpt: 'A bipartisan vote sends the plan to the Senate.',
  content: '## What passed\n\nThe House voted **78-30**.',
  author: 'Dana Whitfield',
};

/** Creates a published article (the editor's payload), one hour after the previous one. */
async function publish(overrides: Partial<CreateArticleBody> = {}): Promise<Article> {
  advance(1);
  return Article.parse(await ok(await request('POST', '/articles', { ...base, ...overrides }), 201));
}

async function draft(overrides: Partial<CreateArticleBody> = {}): Promise<Article> {
  return publish({ ...overrides, status: 'draft' });
}

const allEvents = () => adapters.store.readAll(0, 10_000);

describe('creating articles', () => {
  it('publishes an editor article at once and answers it with its slug', async () => {
    const article = await publish({ tags: 'Roads, Budget , ,Roads', imageUrl: 'https://images.mitics.example/a.jpg' });
    expect(article).toMatchObject({
      slug: 'house-passes-road-funding-plan',
      status: 'published',
      publishedAt: now.toISOString(),
      tags: ['Roads', 'Budget'],
      category: 'michigan-politics',
      level: null,
      section: null,
      videoUrl: null,
      isBreaking: false,
    });
    expect(await articleList('/articles')).toEqual([article]);
  });

  it('keeps a contributor draft out of the public reads', async () => {
    const article = await draft({ authorId: 'u-7', category: 'legislature' });
    expect(article).toMatchObject({ status: 'draft', publishedAt: null, authorId: 'u-7' });
    expect(await articleList('/articles')).toEqual([]);
    await problem(await request('GET', `/articles/by-slug/${article.slug}`), 404);
    expect(await ok(await request('GET', `/articles/by-id/${article.id}`))).toEqual(article);
    expect(await articleList('/articles/by-author/u-7')).toEqual([article]);
  });

  it('gives articles with the same title distinct slugs', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await publish()).slug);
    slugs.push((await draft({ slug: 'House passes road funding plan!' })).slug);
    expect(slugs).toEqual([
      'house-passes-road-funding-plan',
      'house-passes-road-funding-plan-2',
      'house-passes-road-funding-plan-3',
      'house-passes-road-funding-plan-4',
    ]);
  });

  it('uses the wished slug when given, slugified', async () => {
    expect((await publish({ slug: 'Roads: The Plan' })).slug).toBe('roads-the-plan');
  });

  it('refuses an invalid body with field messages and records nothing', async () => {
    const before = (await allEvents()).length;
    const body = await problem(await request('POST', '/articles', { ...base, title: '  ', imageUrl: 'ftp://x', category: 'sports' }), 400);
    expect(body.errors).toMatchObject({ title: 'title is required', imageUrl: expect.any(String), category: expect.any(String) });
    await problem(await request('POST', '/articles', { excerpt: 'no title' }), 400);
    expect((await allEvents()).length).toBe(before);
    expect(await articleList('/articles')).toEqual([]);
  });

  it('records who created it and the request it came from', async () => {
    await publish();
    const events = await allEvents();
    expect(events.map((e) => e.type)).toEqual(['content.article.created', 'content.article.published']);
    for (const event of events) expect(event).toMatchObject({ actor: 'user:editor-1', correlationId: 'req-1', stream: 'article-id-1' });
  });

  it('falls back to an anonymous actor and the request id the app assigned', async () => {
    const res = await service.app.request('/articles', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(base) });
    expect(res.status).toBe(201);
    const assigned = res.headers.get('x-request-id');
    expect(assigned).toBeTruthy();
    for (const event of await allEvents()) expect(event).toMatchObject({ actor: 'anonymous', correlationId: assigned });
  });

  it('carries the whole published article on the published event', async () => {
    const article = await publish({ isBreaking: true, tags: ['Roads'] });
    const event = (await allEvents()).find((e) => e.type === 'content.article.published');
    const { version, ...withoutVersion } = article;
    expect(version).toBe(2);
    // The event is the article itself; its version is the stream's, never in the payload.
    expect(ArticlePublished.data.parse(event?.data).article).toEqual(withoutVersion);
  });
});

describe('writes based on the version the writer read (If-Match)', () => {
  const put = (id: string, body: unknown, ifMatch?: string) =>
    Promise.resolve(
      service.app.request(`/articles/${id}`, {
        method: 'PUT',
        headers: { ...staff, 'content-type': 'application/json', ...(ifMatch ? { 'if-match': ifMatch } : {}) },
        body: JSON.stringify(body),
      }),
    );

  it('answers every article with its version, and the ETag to send back', async () => {
    const created = await request('POST', '/articles', { ...base, status: 'draft' });
    expect(created.headers.get('etag')).toBe('"1"');
    const draft = Article.parse(await ok(created, 201));
    expect(draft.version).toBe(1);
    const read = await request('GET', `/articles/by-id/${draft.id}`);
    expect(read.headers.get('etag')).toBe('"1"');
    const edited = await put(draft.id, { title: 'A better headline' }, '"1"');
    expect(edited.headers.get('etag')).toBe('"2"');
    expect(Article.parse(await ok(edited)).version).toBe(2);
  });

  it("refuses a contributor's edit with 409 when an editor changed the article since it was read, and keeps the editor's change", async () => {
    const draft = Article.parse(await ok(await request('POST', '/articles', { ...base, status: 'draft' }), 201));
    // The editor saves first, based on version 1 ...
    await ok(await put(draft.id, { title: "Editor's headline" }, `"${draft.version}"`));
    // ... then the contributor, who also read version 1.
    const stale = await problem(await put(draft.id, { title: "Contributor's headline" }, `"${draft.version}"`), 409);
    expect(stale.detail).toBe(ARTICLE_CHANGED);
    const now = Article.parse(await ok(await request('GET', `/articles/by-id/${draft.id}`)));
    expect(now).toMatchObject({ title: "Editor's headline", version: 2 });
  });

  it("refuses an editor's publish of a version that is no longer the article's", async () => {
    const draft = Article.parse(await ok(await request('POST', '/articles', { ...base, status: 'draft' }), 201));
    await ok(await request('POST', `/articles/${draft.id}/submit`));
    const publish = await service.app.request(`/articles/${draft.id}/publish`, { method: 'POST', headers: { ...staff, 'if-match': '"1"' } });
    expect((await problem(publish, 409)).detail).toBe(ARTICLE_CHANGED);
    const current = Article.parse(await ok(await request('GET', `/articles/by-id/${draft.id}`)));
    expect(current.status).toBe('pending_review');
    const fresh = await service.app.request(`/articles/${draft.id}/publish`, { method: 'POST', headers: { ...staff, 'if-match': `"${current.version}"` } });
    expect(Article.parse(await ok(fresh)).status).toBe('published');
  });

  it('refuses an If-Match that is not a version with 400, and changes nothing', async () => {
    const draft = Article.parse(await ok(await request('POST', '/articles', { ...base, status: 'draft' }), 201));
    await problem(await put(draft.id, { title: 'x' }, 'not-a-version'), 400);
    expect(Article.parse(await ok(await request('GET', `/articles/by-id/${draft.id}`))).version).toBe(1);
  });
});

describe('creating an article twice with one Idempotency-Key', () => {
  const create = (key: string, actor = 'user:editor-1') =>
    Promise.resolve(
      service.app.request('/articles', {
        method: 'POST',
        headers: { ...staff, 'x-actor': actor, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(base),
      }),
    );

  it('answers the first article to the repeat, and makes no second one (no "-2" slug)', async () => {
    const first = Article.parse(await ok(await create('submit-0001-abcdef'), 201));
    const again = Article.parse(await ok(await create('submit-0001-abcdef'), 201));
    expect(again.id).toBe(first.id);
    expect(again.slug).toBe(first.slug);
    expect(await articleList('/articles?limit=50')).toHaveLength(1);
  });

  it("keeps one actor's key apart from another's", async () => {
    const mine = Article.parse(await ok(await create('shared-key-000001', 'user:a'), 201));
    const theirs = Article.parse(await ok(await create('shared-key-000001', 'user:b'), 201));
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.slug).toBe(`${mine.slug}-2`);
  });

  it('refuses a malformed key with 400', async () => {
    await problem(await create('x'), 400);
    expect(await articleList('/articles')).toEqual([]);
  });
});

describe('listing published articles', () => {
  it('answers newest first with limit and offset', async () => {
    const a = await publish({ title: 'First' });
    const b = await publish({ title: 'Second' });
    const c = await publish({ title: 'Third' });
    expect((await articleList('/articles')).map((x) => x.id)).toEqual([c.id, b.id, a.id]);
    expect((await articleList('/articles?limit=2')).map((x) => x.id)).toEqual([c.id, b.id]);
    expect((await articleList('/articles?limit=2&offset=2')).map((x) => x.id)).toEqual([a.id]);
  });

  it('refuses a limit of 0 or 101 and an unknown category with a field message', async () => {
    for (const limit of ['0', '101', 'ten']) {
      const body = await problem(await request('GET', `/articles?limit=${limit}`), 400);
      expect(body.errors?.limit).toBeTruthy();
    }
    const body = await problem(await request('GET', '/articles?category=sports'), 400);
    expect(body.errors?.category).toBeTruthy();
    expect(body.detail).toContain('category');
  });

  it('filters by category, level and section as the home filter bar means them', async () => {
    const federalLevel = await publish({ title: 'Delegation letter', category: 'politics', level: 'Federal Politics', section: 'Policy' });
    const federalCategory = await publish({ title: 'Farm bill', category: 'federal' });
    const flaggedBreaking = await publish({ title: 'Shutdown averted', category: 'politics', isBreaking: true });
    const breakingCategory = await publish({ title: 'Court halts rule', category: 'breaking', section: 'Courts' });
    const legislatureSection = await publish({ title: 'Road plan', category: 'michigan-politics', section: 'Legislature' });
    const legislatureCategory = await publish({ title: 'Absentee bill', category: 'legislature', section: 'Elections' });
    const analysis = await publish({ title: 'Why roads', category: 'analysis' });
    const elections = await publish({ title: 'Early voting', category: 'politics', section: 'Elections' });

    const ids = async (filter: string) => (await articleList(`/articles?category=${filter}`)).map((x) => x.id).sort();
    expect(await ids('federal-politics')).toEqual([federalLevel.id, federalCategory.id].sort());
    expect(await ids('federal')).toEqual([federalCategory.id]);
    expect(await ids('breaking-news')).toEqual([flaggedBreaking.id, breakingCategory.id].sort());
    expect(await ids('breaking')).toEqual([breakingCategory.id]);
    expect(await ids('legislature')).toEqual([legislatureSection.id, legislatureCategory.id].sort());
    expect(await ids('analysis')).toEqual([analysis.id]);
    expect(await ids('elections')).toEqual([legislatureCategory.id, elections.id].sort());
    expect(await ids('courts')).toEqual([breakingCategory.id]);
    expect(await ids('policy')).toEqual([federalLevel.id]);
    expect(await ids('michigan-politics')).toEqual([legislatureSection.id]);
    expect(await ids('watchdog')).toEqual([]);
  });

  it('searches title, excerpt, content and tags, every term, any case', async () => {
    const roads = await publish({ title: 'Road plan unveiled', tags: ['Budget'] });
    const line5 = await publish({ title: 'Pipeline ruling', excerpt: 'Line 5 records ordered released', content: 'The Straits (Mackinac) case.' });
    await draft({ title: 'Road draft not public' });

    const ids = async (q: string) => (await articleList(`/articles?search=${encodeURIComponent(q)}`)).map((x) => x.id);
    expect(await ids('ROAD')).toEqual([roads.id]);
    expect(await ids('budget')).toEqual([roads.id]);
    expect(await ids('line 5')).toEqual([line5.id]);
    expect(await ids('line road')).toEqual([]);
    expect(await ids('(mackinac)')).toEqual([line5.id]);
    expect(await ids('.*')).toEqual([]);
    expect(await ids('  ')).toHaveLength(2);
  });

  it('combines search with a category filter', async () => {
    const a = await publish({ title: 'Roads money', category: 'legislature' });
    await publish({ title: 'Roads opinion', category: 'analysis' });
    expect((await articleList('/articles?category=legislature&search=roads')).map((x) => x.id)).toEqual([a.id]);
  });
});

describe('featured and breaking', () => {
  it('lists published featured articles newest first', async () => {
    const a = await publish({ title: 'A', isFeatured: true });
    await publish({ title: 'B' });
    await draft({ title: 'C', isFeatured: true });
    const d = await publish({ title: 'D', isFeatured: true });
    expect((await articleList('/articles/featured')).map((x) => x.id)).toEqual([d.id, a.id]);
  });

  it('answers 404 when there is no breaking article, then the newest breaking one', async () => {
    await problem(await request('GET', '/articles/breaking'), 404);
    await publish({ title: 'Old alarm', isBreaking: true });
    const newest = await publish({ title: 'New alarm', isBreaking: true });
    await draft({ title: 'Draft alarm', isBreaking: true });
    expect(Article.parse(await ok(await request('GET', '/articles/breaking')))).toEqual(newest);
  });
});

describe('reading one article', () => {
  it('finds a published article by slug', async () => {
    const article = await publish();
    expect(Article.parse(await ok(await request('GET', `/articles/by-slug/${article.slug}`)))).toEqual(article);
  });

  it('answers 404 for an unknown slug or id and 400 for a malformed one', async () => {
    const body = await problem(await request('GET', '/articles/by-slug/missing-slug'), 404);
    expect(body.detail).toContain('missing-slug');
    await problem(await request('GET', '/articles/by-id/nope'), 404);
    await problem(await request('GET', '/articles/by-slug/Not%20A%20Slug'), 400);
  });

  it('lists up to 3 related articles: most shared tags, then newest, never itself', async () => {
    const subject = await publish({ title: 'Subject', category: 'legislature', tags: ['Roads', 'Budget'] });
    const twoTags = await publish({ title: 'Two tags', category: 'analysis', tags: ['budget', 'Roads'] });
    await publish({ title: 'Same category old', category: 'legislature' });
    const oneTag = await publish({ title: 'One tag', category: 'federal', tags: ['Roads'] });
    const sameCategoryNew = await publish({ title: 'Same category new', category: 'legislature' });
    await publish({ title: 'Unrelated', category: 'federal', tags: ['Tariffs'] });
    await draft({ title: 'Draft related', category: 'legislature', tags: ['Roads', 'Budget'] });

    const related = await articleList(`/articles/by-slug/${subject.slug}/related`);
    expect(related.map((x) => x.title)).toEqual([twoTags.title, oneTag.title, sameCategoryNew.title]);
    await problem(await request('GET', '/articles/by-slug/missing-slug/related'), 404);
  });
});

describe('trending topics', () => {
  it('counts tags of the last 14 days, top 8, with the tag slug as id', async () => {
    await publish({ title: 'Old', tags: ['Ancient'] });
    advance(24 * 15);
    const tags = ['Roads', 'Budget', 'Line 5', 'Detroit', 'Tariffs', 'Courts', 'Elections', 'Congress', 'Housing'];
    for (const [i, tag] of tags.entries()) await publish({ title: `Story ${i}`, tags: [tag, 'Roads', ...(i < 3 ? ['Budget'] : [])] });
    const topics = TrendingTopic.array().parse(await ok(await request('GET', '/articles/trending-topics')));
    expect(topics).toHaveLength(8);
    expect(topics[0]).toEqual({ id: 'roads', name: 'Roads', count: 9 });
    expect(topics[1]).toEqual({ id: 'budget', name: 'Budget', count: 3 });
    expect(topics.map((t) => t.id)).toContain('line-5');
    expect(topics.map((t) => t.name)).not.toContain('Ancient');
  });

  it('falls back to the latest published articles when the fortnight has few tags', async () => {
    await publish({ title: 'Old', tags: ['Ancient', 'Roads'] });
    advance(24 * 20);
    await publish({ title: 'New', tags: ['Roads'] });
    const topics = TrendingTopic.array().parse(await ok(await request('GET', '/articles/trending-topics')));
    expect(topics).toEqual([
      { id: 'roads', name: 'Roads', count: 2 },
      { id: 'ancient', name: 'Ancient', count: 1 },
    ]);
  });
});

describe('updating an article', () => {
  it('changes fields and flags, keeping the slug', async () => {
    const article = await publish();
    advance(1);
    const updated = Article.parse(
      await ok(await request('PUT', `/articles/${article.id}`, { title: 'Senate takes up road plan', tags: 'Roads, Senate', isFeatured: true, isBreaking: false })),
    );
    expect(updated).toMatchObject({ title: 'Senate takes up road plan', slug: article.slug, tags: ['Roads', 'Senate'], isFeatured: true, updatedAt: now.toISOString() });
    expect(Article.parse(await ok(await request('GET', `/articles/by-slug/${article.slug}`)))).toEqual(updated);
    expect((await articleList('/articles/featured')).map((x) => x.id)).toEqual([article.id]);
  });

  it('appends all events of one PUT in one batch', async () => {
    const article = await draft();
    await request('PUT', `/articles/${article.id}`, { title: 'Edited', isBreaking: true, status: 'published' });
    const events = (await allEvents()).filter((e) => e.stream === `article-${article.id}`);
    expect(events.map((e) => e.type)).toEqual(['content.article.created', 'content.article.updated', 'content.article.breaking-set', 'content.article.published']);
    const [, ...batch] = events;
    expect(new Set(batch.map((e) => e.occurredAt)).size).toBe(1);
    expect(ArticlePublished.data.parse(batch[2]?.data).article).toMatchObject({ title: 'Edited', isBreaking: true });
  });

  it('changes nothing when one part of a PUT is refused', async () => {
    const article = await publish();
    const before = (await allEvents()).length;
    await problem(await request('PUT', `/articles/${article.id}`, { title: 'Edited', status: 'published' }), 409);
    expect((await allEvents()).length).toBe(before);
    expect(Article.parse(await ok(await request('GET', `/articles/by-id/${article.id}`))).title).toBe(base.title);
  });

  it('refuses an invalid body and an unknown article', async () => {
    const article = await publish();
    const before = (await allEvents()).length;
    const body = await problem(await request('PUT', `/articles/${article.id}`, { title: '', unknownField: 1 }), 400);
    expect(body.errors).toBeTruthy();
    await problem(await request('PUT', `/articles/${article.id}`, { status: 'archived' }), 400);
    await problem(await request('PUT', '/articles/nope', { title: 'x' }), 404);
    expect((await allEvents()).length).toBe(before);
  });

  it('treats draft on a draft as nothing to do, and refuses moving back to draft', async () => {
    const article = await draft();
    expect(Article.parse(await ok(await request('PUT', `/articles/${article.id}`, { status: 'draft' })))).toEqual(article);
    const published = await publish();
    await problem(await request('PUT', `/articles/${published.id}`, { status: 'draft' }), 409);
  });
});

describe('the review workflow', () => {
  it('runs submit, reject with notes, resubmit, approve and publish', async () => {
    const article = await draft({ authorId: 'u-1' });
    advance(1);
    const submitted = Article.parse(
      await ok(await request('PUT', `/articles/${article.id}`, { status: 'pending_review', submittedAt: '2000-01-01T00:00:00.000Z' })),
    );
    expect(submitted).toMatchObject({ status: 'pending_review', submittedAt: now.toISOString() });

    await problem(await request('PUT', `/articles/${article.id}`, { status: 'rejected' }), 400);
    await problem(await request('POST', `/articles/${article.id}/reject`, { reviewNotes: ' ' }), 400);
    const rejected = Article.parse(await ok(await request('PUT', `/articles/${article.id}`, { status: 'rejected', reviewNotes: 'Add a source' })));
    expect(rejected).toMatchObject({ status: 'rejected', reviewNotes: 'Add a source' });
    await problem(await request('POST', `/articles/${article.id}/publish`), 409);

    const resubmitted = Article.parse(await ok(await request('POST', `/articles/${article.id}/submit`)));
    expect(resubmitted.status).toBe('pending_review');
    const approved = Article.parse(await ok(await request('POST', `/articles/${article.id}/approve`)));
    expect(approved.status).toBe('approved');
    expect(await articleList('/articles')).toEqual([]);

    advance(1);
    const published = Article.parse(await ok(await request('POST', `/articles/${article.id}/publish`)));
    expect(published).toMatchObject({ status: 'published', publishedAt: now.toISOString(), reviewNotes: 'Add a source' });
    expect(await articleList('/articles')).toEqual([published]);
    await problem(await request('POST', `/articles/${article.id}/publish`), 409);
  });

  it('rejects through the reject route and lists review queues for staff', async () => {
    const article = await draft();
    await ok(await request('POST', `/articles/${article.id}/submit`));
    expect((await articleList('/articles/staff?status=pending_review')).map((x) => x.id)).toEqual([article.id]);
    const rejected = Article.parse(await ok(await request('POST', `/articles/${article.id}/reject`, { reviewNotes: 'Too long' })));
    expect(rejected).toMatchObject({ status: 'rejected', reviewNotes: 'Too long' });
    expect(await articleList('/articles/staff?status=pending_review')).toEqual([]);
    await problem(await request('GET', '/articles/staff?status=archived'), 400);
  });

  it('refuses approving a draft and acting on an unknown article', async () => {
    const article = await draft();
    await problem(await request('POST', `/articles/${article.id}/approve`), 409);
    await problem(await request('POST', '/articles/nope/submit'), 404);
  });
});

describe('deleting', () => {
  it('removes the article from every read, then answers 404', async () => {
    const article = await publish({ isBreaking: true, isFeatured: true });
    expect(await ok(await request('DELETE', `/articles/${article.id}`))).toEqual({ id: article.id, deleted: true });
    await problem(await request('GET', `/articles/by-slug/${article.slug}`), 404);
    await problem(await request('GET', `/articles/by-id/${article.id}`), 404);
    await problem(await request('GET', '/articles/breaking'), 404);
    expect(await articleList('/articles')).toEqual([]);
    expect(await articleList('/articles/featured')).toEqual([]);
    await problem(await request('DELETE', `/articles/${article.id}`), 404);
    await problem(await request('PUT', `/articles/${article.id}`, { title: 'Back?' }), 404);
  });

  it('frees the slug for a new article', async () => {
    const article = await publish();
    await ok(await request('DELETE', `/articles/${article.id}`));
    expect((await publish()).slug).toBe(article.slug);
  });
});

describe('the read model', () => {
  it('rebuilds from the log to the same state', async () => {
    const a = await publish({ tags: ['Roads'] });
    const b = await draft();
    await request('PUT', `/articles/${b.id}`, { title: 'Edited draft', status: 'pending_review' });
    await request('DELETE', `/articles/${a.id}`);
    const before = await articleList('/articles/staff');
    await service.projections.rebuild('articles');
    expect(await articleList('/articles/staff')).toEqual(before);
    expect(before.map((x) => x.title)).toEqual(['Edited draft']);
  });
});

describe('searching', () => {
  const searchPage = async (query: string) => SearchPage.parse(await ok(await request('GET', `/articles/search?${query}`)));
  const titles = (page: SearchPage) => page.articles.map((a) => a.title);

  it('answers published articles most relevant first, with the total', async () => {
    const body = await publish({ title: 'Senate session wraps', content: 'Talk of the roads budget ran late.' });
    const title = await publish({ title: 'Roads budget passes the House' });
    await draft({ title: 'Roads budget draft' });
    const page = await searchPage('q=roads%20budget');
    expect(page).toMatchObject({ q: 'roads budget', total: 2, page: 1, limit: 20, pages: 1 });
    expect(page.articles.map((a) => a.id)).toEqual([title.id, body.id]);
    expect(page.articles[0]?.version).toBe(2);
  });

  it('pages beyond 20 results and counts them all', async () => {
    for (let i = 1; i <= 23; i++) await publish({ title: `Detroit council vote ${i}` });
    const first = await searchPage('q=detroit');
    const second = await searchPage('q=detroit&page=2');
    expect([first.total, first.pages, first.articles.length]).toEqual([23, 2, 20]);
    expect([second.total, second.page, second.articles.length]).toEqual([23, 2, 3]);
    // Equally relevant: newest first, and page 2 continues where page 1 stopped.
    expect(titles(first)[0]).toBe('Detroit council vote 23');
    expect(titles(second)).toEqual(['Detroit council vote 3', 'Detroit council vote 2', 'Detroit council vote 1']);
    expect((await searchPage('q=detroit&page=3')).articles).toEqual([]);
  });

  it('finds Whitmer for "Whitmr" and completes the last word', async () => {
    await publish({ title: 'Whitmer signs the budget' });
    await publish({ title: 'Redistricting commission meets' });
    expect(titles(await searchPage('q=Whitmr'))).toEqual(['Whitmer signs the budget']);
    expect(titles(await searchPage('q=commission%20redistr'))).toEqual(['Redistricting commission meets']);
  });

  it('re-indexes an updated article and forgets a deleted one', async () => {
    const article = await publish({ title: 'Pipeline hearing set' });
    await ok(await request('PUT', `/articles/${article.id}`, { title: 'Tunnel hearing set' }));
    expect((await searchPage('q=pipeline')).total).toBe(0);
    expect((await searchPage('q=tunnel')).articles.map((a) => [a.id, a.title])).toEqual([[article.id, 'Tunnel hearing set']]);
    await ok(await request('DELETE', `/articles/${article.id}`));
    expect((await searchPage('q=tunnel')).total).toBe(0);
  });

  it('indexes a draft only once it is published', async () => {
    const article = await draft({ title: 'Absentee ballot rules' });
    expect((await searchPage('q=absentee')).total).toBe(0);
    await ok(await request('POST', `/articles/${article.id}/publish`));
    expect((await searchPage('q=absentee')).total).toBe(1);
  });

  it('rebuilds the index from the log when the service starts again', async () => {
    await publish({ title: 'Great Lakes water levels' });
    await service.stop();
    service = await startService(contentService, adapters);
    expect(titles(await searchPage('q=great%20lakes'))).toEqual(['Great Lakes water levels']);
  });

  it('filters a search by category', async () => {
    const a = await publish({ title: 'Roads money', category: 'legislature' });
    await publish({ title: 'Roads opinion', category: 'analysis' });
    const page = await searchPage('q=roads&category=legislature');
    expect([page.total, page.articles.map((x) => x.id)]).toEqual([1, [a.id]]);
  });

  it('answers /articles?search= in relevance order with the total as a header', async () => {
    await publish({ title: 'Flint water update', content: 'Budget lines for pipes.' });
    await publish({ title: 'Budget for Flint schools' });
    await publish({ title: 'Budget vote' });
    const res = await request('GET', '/articles?search=budget&limit=2');
    expect(res.headers.get('x-total-count')).toBe('3');
    expect((Article.array().parse(await res.json())).map((a) => a.title)).toEqual(['Budget vote', 'Budget for Flint schools']);
  });

  it.each([
    ['no q', ''],
    ['a blank q', 'q=%20%20'],
    ['page 0', 'q=budget&page=0'],
    ['a page that is not a number', 'q=budget&page=two'],
    ['more than 20 a page', 'q=budget&limit=21'],
    ['an unknown category', 'q=budget&category=sports'],
  ])('refuses %s with a 400', async (_name, query) => {
    const body = await problem(await request('GET', `/articles/search?${query}`), 400);
    expect(body.detail ?? body.title).toBeTruthy();
  });
});
