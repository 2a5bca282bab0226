import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Article, EventEnvelope, SocialConnection, SocialPost } from '@mitics/contracts';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, waitFor, type MemoryAdapters } from '@mitics/kit/testing';
import { createSocialService, type SocialServiceOptions } from './definition.ts';
import { FAKE_X_CREDENTIALS, startFakeX, type FakeX } from './testing/fake-x.ts';

const ORIGIN = 'https://mitics.example';
let x: FakeX;
let adapters: MemoryAdapters;
let social: StartedService;

async function start(overrides: Partial<SocialServiceOptions> = {}) {
  adapters = await memoryAdapters();
  social = await startService(
    createSocialService({ x: { baseUrl: x.url, credentials: FAKE_X_CREDENTIALS }, publicOrigin: ORIGIN, retry: { baseMs: 20, maxAttempts: 5 }, pollMs: 20, ...overrides }),
    adapters,
  );
}

beforeEach(async () => {
  x = await startFakeX();
});

afterEach(async () => {
  await social?.stop();
  await adapters?.close();
  await x.close();
});

function article(overrides: Partial<Article> = {}): Article {
  const id = overrides.id ?? randomUUID();
  return {
    id,
    slug: `story-${id.slice(0, 8)}`,
    title: 'Senate passes road funding plan',
    excerpt: 'E',
    content: 'C',
    imageUrl: null,
    videoUrl: null,
    category: 'michigan-politics',
    level: null,
    section: null,
    author: 'Staff',
    authorId: null,
    tags: [],
    isBreaking: false,
    isFeatured: false,
    hasGraphicMedia: false,
    graphicWarning: null,
    sourceUrl: null,
    sourceName: null,
    isFromRss: false,
    status: 'published',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    publishedAt: new Date().toISOString(),
    submittedAt: null,
    reviewNotes: null,
    ...overrides,
  };
}

function envelope(type: string, stream: string, data: unknown, overrides: Partial<EventEnvelope> = {}): EventEnvelope {
  return { id: randomUUID(), type, version: 1, stream, streamVersion: 1, occurredAt: new Date().toISOString(), actor: 'user:editor', correlationId: randomUUID(), causationId: null, data, ...overrides };
}
const published = (a: Article, overrides: Partial<EventEnvelope> = {}) => envelope('content.article.published', `article-${a.id}`, { article: a }, overrides);

const posts = async (): Promise<SocialPost[]> => (await (await social.app.request('/posts?limit=100')).json()) as SocialPost[];
const postOf = async (articleId: string, kind: string) => (await posts()).find((p) => p.articleId === articleId && p.kind === kind);
const eventTypes = async (stream: string) => (await adapters.store.readStream(stream)).map((e) => e.type.replace('social.post.', ''));

describe('automatic posting', () => {
  it('posts a published breaking article once, with its link, and records each step', async () => {
    await start();
    const a = article({ isBreaking: true });
    await adapters.bus.publish([published(a)]);
    const post = await waitFor(async () => (await postOf(a.id, 'breaking'))?.status === 'published' && postOf(a.id, 'breaking'));
    expect(x.tweets).toHaveLength(1);
    const url = `${ORIGIN}/article/${a.slug}?utm_source=x&utm_medium=social&utm_campaign=breaking`;
    expect(x.tweets[0]?.text).toBe(`🚨 BREAKING: Senate passes road funding plan ${url}`);
    expect(post).toMatchObject({ url, tweetId: x.tweets[0]?.id, attempts: 1, reconciled: false });
    expect(await eventTypes(`post-${a.id}-breaking`)).toEqual(['requested', 'attempted', 'published']);
  });

  it('posts a featured article, and one that turns breaking after publication, once per kind', async () => {
    await start();
    const a = article({ isFeatured: true });
    await adapters.bus.publish([envelope('content.article.created', `article-${a.id}`, { ...a, articleId: a.id })]);
    await adapters.bus.publish([published(a)]);
    await waitFor(async () => (await postOf(a.id, 'featured'))?.status === 'published');
    await adapters.bus.publish([envelope('content.article.breaking-set', `article-${a.id}`, { articleId: a.id, isBreaking: true, at: new Date().toISOString() })]);
    await waitFor(async () => (await postOf(a.id, 'breaking'))?.status === 'published');
    expect(x.tweets.map((t) => t.text.startsWith('🚨 BREAKING:'))).toEqual([false, true]);
  });

  it('posts nothing more when the trigger comes again: redelivered, republished under a new id, or flagged again', async () => {
    await start();
    const a = article({ isBreaking: true });
    const event = published(a);
    await adapters.bus.publish([event]);
    await waitFor(async () => (await postOf(a.id, 'breaking'))?.status === 'published');
    // The same event again (dropped as a duplicate id), the same content under a new event id, and the flag set again.
    await adapters.bus.publish([event, { ...event, id: randomUUID() }]);
    await adapters.bus.publish([envelope('content.article.breaking-set', `article-${a.id}`, { articleId: a.id, isBreaking: true, at: new Date().toISOString() })]);
    const marker = article({ isFeatured: true });
    await adapters.bus.publish([published(marker)]);
    await waitFor(async () => (await postOf(marker.id, 'featured'))?.status === 'published');
    expect(x.tweets.filter((t) => t.text.includes(a.slug))).toHaveLength(1);
    expect(await eventTypes(`post-${a.id}-breaking`)).toEqual(['requested', 'attempted', 'published']);
  });

  it('posts nothing for ordinary articles, drafts, or history older than the window', async () => {
    await start();
    const ordinary = article();
    const old = article({ isBreaking: true });
    const draft = article({ isBreaking: true, status: 'draft' });
    await adapters.bus.publish([published(ordinary), published(old, { occurredAt: new Date(Date.now() - 7 * 3600_000).toISOString() })]);
    await adapters.bus.publish([envelope('content.article.created', `article-${draft.id}`, { ...draft, articleId: draft.id })]);
    await adapters.bus.publish([envelope('content.article.breaking-set', `article-${draft.id}`, { articleId: draft.id, isBreaking: true, at: new Date().toISOString() })]);
    const marker = article({ isBreaking: true });
    await adapters.bus.publish([published(marker)]);
    await waitFor(async () => (await postOf(marker.id, 'breaking'))?.status === 'published');
    expect((await posts()).map((p) => p.articleId)).toEqual([marker.id]);
  });

  it('retries with backoff after X fails, then records the post', async () => {
    x.nextPosts({ kind: 'fail', status: 503 }, { kind: 'fail', status: 429 });
    await start();
    const a = article({ isBreaking: true });
    await adapters.bus.publish([published(a)]);
    const post = await waitFor(async () => (await postOf(a.id, 'breaking'))?.status === 'published' && postOf(a.id, 'breaking'));
    expect(post).toMatchObject({ attempts: 3, reconciled: false });
    expect(x.tweets).toHaveLength(1);
    expect(await eventTypes(`post-${a.id}-breaking`)).toEqual(['requested', 'attempted', 'failed', 'attempted', 'failed', 'attempted', 'published']);
    const failures = (await adapters.store.readStream(`post-${a.id}-breaking`)).filter((e) => e.type === 'social.post.failed').map((e) => e.data as { error: string; retryAt: string; at: string });
    expect(failures.map((f) => f.error)).toEqual(['X answered 503: status 503', 'X answered 429: status 429']);
    const delays = failures.map((f) => Date.parse(f.retryAt) - Date.parse(f.at));
    expect(delays[1]).toBeGreaterThan(delays[0] ?? 0);
  });

  it('gives up after five attempts, and at once when X refuses the request itself', async () => {
    x.nextPosts(...Array.from({ length: 5 }, () => ({ kind: 'fail' as const, status: 500 })));
    await start();
    const a = article({ isBreaking: true });
    await adapters.bus.publish([published(a)]);
    const post = await waitFor(async () => (await postOf(a.id, 'breaking'))?.status === 'failed' && postOf(a.id, 'breaking'));
    expect(post).toMatchObject({ attempts: 5, nextAttemptAt: null });
    x.nextPosts({ kind: 'fail', status: 400, detail: 'Invalid text' });
    const b = article({ isFeatured: true });
    await adapters.bus.publish([published(b)]);
    const refused = await waitFor(async () => (await postOf(b.id, 'featured'))?.status === 'failed' && postOf(b.id, 'featured'));
    expect(refused).toMatchObject({ attempts: 1, lastError: 'X answered 400: Invalid text' });
    expect(x.tweets).toHaveLength(0);
  });

  it('finds the post on X instead of posting twice when the answer to an attempt was lost', async () => {
    // X keeps the post but the answer never comes (the client times out); the retry finds it by its link.
    x.nextPosts({ kind: 'hang-after-create' });
    const { createXClient } = await import('./x/client.ts');
    await start({ x: { client: createXClient({ baseUrl: x.url, credentials: FAKE_X_CREDENTIALS, timeoutMs: 300 }) } });
    const a = article({ isBreaking: true });
    await adapters.bus.publish([published(a)]);
    const post = await waitFor(async () => (await postOf(a.id, 'breaking'))?.status === 'published' && postOf(a.id, 'breaking'), { timeoutMs: 10_000 });
    expect(post).toMatchObject({ attempts: 2, reconciled: true, tweetId: x.tweets[0]?.id });
    expect(x.tweets).toHaveLength(1);
    expect(x.postAttempts).toBe(1);
  });

  it('records a post X refuses as a duplicate of one it has as published', async () => {
    await start();
    const a = article({ isBreaking: true });
    const url = `${ORIGIN}/article/${a.slug}?utm_source=x&utm_medium=social&utm_campaign=breaking`;
    x.tweets.push({ id: '77', text: `🚨 BREAKING: Senate passes road funding plan ${url}`, createdAt: new Date().toISOString() });
    await adapters.bus.publish([published(a)]);
    const post = await waitFor(async () => (await postOf(a.id, 'breaking'))?.status === 'published' && postOf(a.id, 'breaking'));
    expect(post).toMatchObject({ tweetId: '77', reconciled: true });
    expect(x.tweets).toHaveLength(1);
  });

  it('skips posts while not connected, and says so', async () => {
    await start({ x: { baseUrl: x.url, credentials: null } });
    const a = article({ isBreaking: true });
    await adapters.bus.publish([published(a)]);
    const post = await waitFor(async () => (await postOf(a.id, 'breaking'))?.status === 'skipped' && postOf(a.id, 'breaking'));
    expect(post).toMatchObject({ lastError: 'Social posting is not connected' });
    expect(x.postAttempts).toBe(0);
  });
});

describe('status and test post', () => {
  it('is connected when X accepts the credentials, as the account', async () => {
    await start();
    const status = (await (await social.app.request('/status')).json()) as SocialConnection;
    expect(status).toMatchObject({ connected: true, username: 'MiticsNews', error: null });
    expect(await (await social.app.request('/status/summary')).json()).toEqual({ connected: true });
  });

  it('is disconnected with wrong credentials or none, and records the change once', async () => {
    await start({ x: { baseUrl: x.url, credentials: { ...FAKE_X_CREDENTIALS, accessTokenSecret: 'wrong' } } });
    const status = (await (await social.app.request('/status')).json()) as SocialConnection;
    expect(status).toMatchObject({ connected: false, error: 'X answered 401: Unauthorized' });
    expect(x.unauthorised).toBeGreaterThan(0);
    expect((await adapters.store.readStream('connection')).map((e) => e.type)).toEqual(['social.connection.lost']);
  });

  it('makes a test post of a published article at once, and refuses an unknown one', async () => {
    await start();
    const a = article();
    await adapters.bus.publish([published(a)]);
    await waitFor(async () => (await adapters.docs.collection('known-articles').findOne({ _id: a.id })) !== null);
    const res = await social.app.request('/posts/test', { method: 'POST', headers: { 'content-type': 'application/json', 'x-actor': 'user:admin' }, body: JSON.stringify({ articleId: a.id, tweetType: 'regular' }) });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ kind: 'test', status: 'published' });
    expect(x.tweets[0]?.text).toContain(`/article/${a.slug}?utm_source=x&utm_medium=social&utm_campaign=test-`);
    const unknown = await social.app.request('/posts/test', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ articleId: 'nope' }) });
    expect(unknown.status).toBe(404);
  });

  it('answers a failed test post with the reason, and refuses one while disconnected', async () => {
    await start();
    const a = article();
    await adapters.bus.publish([published(a)]);
    await waitFor(async () => (await adapters.docs.collection('known-articles').findOne({ _id: a.id })) !== null);
    x.nextPosts({ kind: 'fail', status: 500, detail: 'Internal error' });
    const failed = await social.app.request('/posts/test', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ articleId: a.id }) });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ detail: 'Failed to post test tweet: X answered 500: Internal error' });
    await social.stop();
    await adapters.close();
    await start({ x: { baseUrl: x.url, credentials: null } });
    const refused = await social.app.request('/posts/test', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ articleId: a.id }) });
    expect(refused.status).toBe(409);
  });
});
