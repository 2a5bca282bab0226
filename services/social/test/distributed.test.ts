/**
 * The social service as its own process on a real nats-server with JetStream,
 * posting to a local fake X: one post per article across restarts, including
 * a SIGKILL while a post is in flight (after X kept it but before the service
 * heard back, and before X got it), and triggers delivered again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, EventEnvelope, SocialPost } from '@mitics/contracts';
import { createNatsBus, silentLogger, type EventBus } from '@mitics/kit';
import { freePort, startNatsServer, waitFor, type NatsServer } from '@mitics/kit/testing';
import { FAKE_X_CREDENTIALS, startFakeX, type FakeX } from '../src/testing/fake-x.ts';

const root = resolve(import.meta.dirname, '../../..');
const TOKEN = 'social-distributed-test-token-0123456789';

let nats: NatsServer;
let x: FakeX;
let bus: EventBus;
let dataDir: string;
let port: number;
let child: ChildProcess | null = null;
let output = '';

function startSocial(): void {
  output = '';
  child = spawn(process.execPath, ['--import', 'tsx', join(root, 'services/social/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NATS_URL: nats.url,
      MITICS_DATA_DIR: dataDir,
      MITICS_SERVICE_TOKEN: TOKEN,
      MONGO_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: 'https://mitics.example',
      X_API_BASE_URL: x.url,
      X_API_KEY: FAKE_X_CREDENTIALS.apiKey,
      X_API_SECRET: FAKE_X_CREDENTIALS.apiSecret,
      X_ACCESS_TOKEN: FAKE_X_CREDENTIALS.accessToken,
      X_ACCESS_TOKEN_SECRET: FAKE_X_CREDENTIALS.accessTokenSecret,
      SOCIAL_RETRY_BASE_MS: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
}

async function healthy(): Promise<void> {
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/health`).catch(() => null))?.ok, { timeoutMs: 30_000, intervalMs: 100 }).catch((error: unknown) => {
    throw new Error(`social did not start: ${String(error)}\n${output}`);
  });
}

async function kill(): Promise<void> {
  const proc = child;
  child = null;
  if (!proc || proc.exitCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGKILL');
  await exited;
}

async function posts(): Promise<SocialPost[]> {
  const res = await fetch(`http://127.0.0.1:${port}/posts?limit=100`, { headers: { 'x-mitics-service-token': TOKEN } });
  return (await res.json()) as SocialPost[];
}

function breakingArticle(): Article {
  const id = randomUUID();
  const now = new Date().toISOString();
  return {
    id, slug: `breaking-${id.slice(0, 8)}`, title: `Capitol vote ${id.slice(0, 4)}`, excerpt: 'E', content: 'C', imageUrl: null, videoUrl: null,
    category: 'breaking', level: null, section: null, author: 'Staff', authorId: null, tags: [], isBreaking: true, isFeatured: false,
    hasGraphicMedia: false, graphicWarning: null, sourceUrl: null, sourceName: null, isFromRss: false, status: 'published',
    createdAt: now, updatedAt: now, publishedAt: now, submittedAt: null, reviewNotes: null,
  };
}

const publishedEvent = (a: Article): EventEnvelope => ({
  id: randomUUID(), type: 'content.article.published', version: 1, stream: `article-${a.id}`, streamVersion: 2,
  occurredAt: new Date().toISOString(), actor: 'user:editor', correlationId: randomUUID(), causationId: null, data: { article: a },
});

const tweetsFor = (a: Article) => x.tweets.filter((t) => t.text.includes(`/article/${a.slug}?`));

beforeAll(async () => {
  [nats, x] = await Promise.all([startNatsServer(), startFakeX()]);
  dataDir = await mkdtemp(join(tmpdir(), 'mitics-social-'));
  port = await freePort();
  bus = await createNatsBus({ servers: nats.url, streams: ['content'], logger: silentLogger(), name: 'test-content' });
  startSocial();
  await healthy();
}, 60_000);

afterAll(async () => {
  await kill();
  await bus?.close();
  await x?.close();
  await nats?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the social service across restarts, on NATS', () => {
  it('posts a breaking article once', async () => {
    const a = breakingArticle();
    await bus.publish([publishedEvent(a)]);
    await waitFor(() => tweetsFor(a).length === 1, { timeoutMs: 20_000, intervalMs: 50 });
    await waitFor(async () => (await posts()).find((p) => p.articleId === a.id)?.status === 'published', { timeoutMs: 10_000 });
  });

  it('is killed after X kept the post but before it heard back, and on restart finds it instead of posting again', async () => {
    x.nextPosts({ kind: 'hang-after-create' });
    const attemptsBefore = x.postAttempts;
    const a = breakingArticle();
    await bus.publish([publishedEvent(a)]);
    await waitFor(() => tweetsFor(a).length === 1, { timeoutMs: 20_000, intervalMs: 20 });
    await kill();
    startSocial();
    await healthy();
    const post = await waitFor(async () => {
      const found = (await posts()).find((p) => p.articleId === a.id);
      return found?.status === 'published' ? found : undefined;
    }, { timeoutMs: 20_000, intervalMs: 100 });
    expect(post).toMatchObject({ reconciled: true, attempts: 2, tweetId: tweetsFor(a)[0]?.id });
    expect(tweetsFor(a)).toHaveLength(1);
    expect(x.postAttempts - attemptsBefore).toBe(1);
  });

  it('is killed before X got the post, and on restart posts it once', async () => {
    x.nextPosts({ kind: 'hang' });
    const attemptsBefore = x.postAttempts;
    const a = breakingArticle();
    await bus.publish([publishedEvent(a)]);
    await waitFor(() => x.postAttempts > attemptsBefore, { timeoutMs: 20_000, intervalMs: 20 });
    expect(tweetsFor(a)).toHaveLength(0);
    await kill();
    startSocial();
    await healthy();
    const post = await waitFor(async () => {
      const found = (await posts()).find((p) => p.articleId === a.id);
      return found?.status === 'published' ? found : undefined;
    }, { timeoutMs: 20_000, intervalMs: 100 });
    expect(post).toMatchObject({ reconciled: false, attempts: 2 });
    expect(tweetsFor(a)).toHaveLength(1);
  });

  it('posts nothing more when the triggers come again after a restart', async () => {
    const a = breakingArticle();
    const event = publishedEvent(a);
    await bus.publish([event]);
    await waitFor(() => tweetsFor(a).length === 1, { timeoutMs: 20_000, intervalMs: 50 });
    await kill();
    startSocial();
    await healthy();
    // The same trigger under a new event id (a content republish), then a marker to know the consumer is past it.
    await bus.publish([{ ...event, id: randomUUID() }]);
    const marker = breakingArticle();
    await bus.publish([publishedEvent(marker)]);
    await waitFor(() => tweetsFor(marker).length === 1, { timeoutMs: 20_000, intervalMs: 50 });
    expect(tweetsFor(a)).toHaveLength(1);
    // Every article of this file: exactly one post each.
    const byArticle = new Map<string, number>();
    for (const t of x.tweets) {
      const slug = /\/article\/([^?]+)\?/.exec(t.text)?.[1] ?? '';
      byArticle.set(slug, (byArticle.get(slug) ?? 0) + 1);
    }
    expect([...byArticle.values()].every((n) => n === 1)).toBe(true);
    expect(byArticle.size).toBe(5);
  });
});
