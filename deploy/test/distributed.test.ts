import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type NatsConnection } from 'nats';
import { EventEnvelope, LiveArticleEvent, type Article } from '@mitics/contracts';
import { freePort, startNatsServer } from '@mitics/kit/testing';
import { FAKE_X_CREDENTIALS, startFakeX, type FakeX } from '@mitics/social/testing';

const root = resolve(import.meta.dirname, '../..');
const KEY = 'distributed-test-key-0123456789';

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

let nats: Awaited<ReturnType<typeof startNatsServer>>;
let x: FakeX;
let launcher: ChildProcess;
let nc: NatsConnection;
let dataDir: string;
let base: string;
let contentBase: string;
let financeBase: string;
let output = '';

beforeAll(async () => {
  nats = await startNatsServer();
  x = await startFakeX();
  dataDir = await mkdtemp(join(tmpdir(), 'mitics-dist-'));
  const [port, contentPort, audiencePort, civicDataPort, careersPort, socialPort, financePort] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
  financeBase = `http://127.0.0.1:${financePort}`;
  base = `http://127.0.0.1:${port}`;
  contentBase = `http://127.0.0.1:${contentPort}`;
  launcher = spawn(process.execPath, ['--import', 'tsx', join(root, 'deploy/start-distributed.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NATS_URL: nats.url,
      PORT: String(port),
      CONTENT_PORT: String(contentPort),
      AUDIENCE_PORT: String(audiencePort),
      CIVIC_DATA_PORT: String(civicDataPort),
      FINANCE_PORT: String(financePort),
      CAREERS_PORT: String(careersPort),
      SOCIAL_PORT: String(socialPort),
      X_API_BASE_URL: x.url,
      X_API_KEY: FAKE_X_CREDENTIALS.apiKey,
      X_API_SECRET: FAKE_X_CREDENTIALS.apiSecret,
      X_ACCESS_TOKEN: FAKE_X_CREDENTIALS.accessToken,
      X_ACCESS_TOKEN_SECRET: FAKE_X_CREDENTIALS.accessTokenSecret,
      MITICS_DATA_DIR: dataDir,
      MITICS_ADMIN_API_KEY: KEY,
      MITICS_SEED: '0',
      LOG_LEVEL: 'warn',
      MONGO_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  launcher.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  launcher.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await until('the distributed site', async () => ((await fetch(`${base}/health`)).ok ? true : undefined), 90_000).catch((e: unknown) => {
    throw new Error(`${String(e)}\n${output}`);
  });
  nc = await connect({ servers: nats.url });
});

afterAll(async () => {
  await nc?.close();
  if (launcher && launcher.exitCode === null) {
    const exited = new Promise((r) => launcher.once('exit', r));
    launcher.kill('SIGTERM');
    await exited;
  }
  await nats?.stop();
  await x?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('distributed mode with a real NATS', () => {
  it('refuses to start without NATS_URL, naming it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'deploy/start-distributed.ts')], {
      cwd: root,
      env: { ...process.env, NATS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise((r) => child.once('exit', r));
    expect(code).toBe(1);
    expect(err).toContain('NATS_URL is required');
  });

  it('refuses calls to a service that do not carry the service token, which only the BFF holds', async () => {
    const title = `Forged ${Date.now()}`;
    const body = JSON.stringify({ title, excerpt: 'E', content: 'Body.', author: 'Mallory', category: 'michigan-politics' });
    const bare = await fetch(`${contentBase}/articles`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(bare.status).toBe(401);
    const forged = await fetch(`${contentBase}/articles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mitics-service-token': 'guess'.repeat(10) },
      body,
    });
    expect(forged.status).toBe(401);
    expect((await fetch(`${contentBase}/articles/staff`)).status).toBe(401);
    // Health stays open for the orchestrator's probes.
    expect((await fetch(`${contentBase}/health`)).status).toBe(200);
    const list = (await (await fetch(`${base}/api/articles?limit=50`)).json()) as Article[];
    expect(list.map((a) => a.title)).not.toContain(title);
  });

  it('publishes content.article.published on NATS and lists the article after POST /api/articles', async () => {
    const jsm = await nc.jetstreamManager();
    const title = `Distributed check ${Date.now()}`;
    const res = await fetch(`${base}/api/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title, excerpt: 'Excerpt', content: 'Body text.', author: 'Staff', category: 'michigan-politics' }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Article;

    const list = (await (await fetch(`${base}/api/articles?limit=5`)).json()) as Article[];
    expect(list.map((a) => a.id)).toContain(created.id);

    // The last message on the subject, read straight from the stream with its headers.
    const event = await until('the published event', async () => {
      const m = await jsm.streams.getMessage('CONTENT', { last_by_subj: 'content.article.published' });
      const envelope = EventEnvelope.parse(m.json());
      return { envelope, msgId: m.header?.get('Nats-Msg-Id'), subject: m.subject };
    });
    expect(event.subject).toBe('content.article.published');
    expect(event.envelope.type).toBe('content.article.published');
    expect(event.msgId).toBe(event.envelope.id);
    expect(event.envelope.stream).toBe(`article-${created.id}`);
    expect(event.envelope.actor).toBe('apikey:admin');
    expect((event.envelope.data as { article: Article }).article.title).toBe(title);
  });

  it('pushes a published article to an /api/live client, through NATS', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/live`, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    const read = () => reader.read();
    const decoder = new TextDecoder();
    let text = '';
    /** Reads until a complete frame matches, within 15 s. */
    async function frame(match: (block: string) => boolean): Promise<string> {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const blocks = text.split('\n\n');
        const hit = blocks.slice(0, -1).find(match);
        if (hit !== undefined) return hit;
        if (Date.now() > deadline) throw new Error(`no matching event; got:\n${text}`);
        const chunk = await Promise.race([read(), new Promise<never>((_, no) => setTimeout(() => no(new Error(`stream silent; got:\n${text}`)), 15_000))]);
        if (chunk.done) throw new Error('stream ended');
        text += decoder.decode(chunk.value, { stream: true });
      }
    }
    await frame((b) => b.includes('retry: 5000'));

    const title = `Live through NATS ${Date.now()}`;
    const created = await fetch(`${base}/api/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title, excerpt: 'E', content: 'Body.', author: 'Staff', category: 'breaking', isBreaking: true }),
    });
    expect(created.status).toBe(201);
    const article = (await created.json()) as Article;

    const block = await frame((b) => b.startsWith('event: article') && b.includes('"kind":"published"') && b.includes(article.id));
    const data = block.split('\n').find((l) => l.startsWith('data: '))?.slice(6) ?? '';
    expect(LiveArticleEvent.parse(JSON.parse(data))).toMatchObject({ kind: 'published', articleId: article.id, slug: article.slug, title, isBreaking: true });
    controller.abort();

    // The BFF's live subscription is an ephemeral consumer that starts at new messages, not a durable.
    const jsm = await nc.jetstreamManager();
    const consumers = await jsm.consumers.list('CONTENT').next();
    const live = consumers.filter((c) => c.name.startsWith('bff-live-'));
    expect(live).toHaveLength(1);
    expect(live[0]?.config.durable_name).toBeUndefined();
    expect(live[0]?.config.deliver_policy).toBe('new');
  });

  it('starts finance with the Michigan FEC snapshot, publishes its events on NATS, and serves the hub through the BFF only', async () => {
    const summary = (await (await fetch(`${base}/api/campaign-finance/summary`)).json()) as { totalRaised: number; topCandidatesByRaising: Array<{ id: string }> };
    expect(summary.totalRaised).toBeGreaterThan(100_000_000);
    expect(summary.topCandidatesByRaising[0]?.id).toBe('S4MI00470');
    const candidates = (await (await fetch(`${base}/api/campaign-finance/candidates`)).json()) as unknown[];
    expect(candidates).toHaveLength(243);
    expect((await fetch(`${base}/api/campaign-finance/by-bioguide/S001208`)).status).toBe(200);
    expect((await fetch(`${financeBase}/summary`)).status).toBe(401);
    const jsm = await nc.jetstreamManager();
    const imported = await until('finance events on NATS', async () => {
      const m = await jsm.streams.getMessage('FINANCE', { last_by_subj: 'finance.totals.imported' });
      return EventEnvelope.parse(m.json());
    });
    expect(imported.stream).toMatch(/^totals-/);
  });

  it('starts civic-data with the Michigan snapshot, publishes its events on NATS, and follows content events from NATS', async () => {
    const representatives = (await (await fetch(`${base}/api/legislature/representatives`)).json()) as unknown[];
    expect(representatives).toHaveLength(148);
    const delegation = (await (await fetch(`${base}/api/congressional/delegation`)).json()) as unknown[];
    expect(delegation).toHaveLength(15);
    const jsm = await nc.jetstreamManager();
    const imported = await until('civic-data events on NATS', async () => {
      const m = await jsm.streams.getMessage('CIVIC_DATA', { last_by_subj: 'civic-data.legislator.imported' });
      return EventEnvelope.parse(m.json());
    });
    expect(imported.type).toBe('civic-data.legislator.imported');
    expect(imported.stream).toMatch(/^legislator-/);

    // An article naming a legislator, published through the BFF, reaches civic-data over NATS.
    const dievendorf = '10e1b0b6-8c1d-4f2b-b29a-08770991b1d4';
    const res = await fetch(`${base}/api/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Capitol hearing ${Date.now()}`, excerpt: 'E', content: 'Rep. Emily Dievendorf spoke first.', author: 'Staff', category: 'michigan-politics' }),
    });
    expect(res.status).toBe(201);
    const mentions = await until('the mention on the profile', async () => {
      const profile = (await (await fetch(`${base}/api/legislators/${dievendorf}`)).json()) as { mentions: Array<{ title: string }> };
      return profile.mentions.length > 0 ? profile.mentions : undefined;
    });
    expect(mentions[0]?.title).toMatch(/^Capitol hearing/);
  });

  it('posts a breaking article to X once, the social service hearing content events through NATS', async () => {
    const title = `Breaking through NATS ${Date.now()}`;
    const res = await fetch(`${base}/api/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title, excerpt: 'E', content: 'Body.', author: 'Staff', category: 'breaking', isBreaking: true }),
    });
    expect(res.status).toBe(201);
    const article = (await res.json()) as Article;
    const posts = await until('the post', async () => {
      const list = (await (await fetch(`${base}/api/admin/twitter/posts`, { headers: { authorization: `Bearer ${KEY}` } })).json()) as Array<{ articleId: string; status: string; kind: string }>;
      const post = list.find((p) => p.articleId === article.id);
      return post?.status === 'published' ? list : undefined;
    });
    expect(posts.filter((p) => p.articleId === article.id).map((p) => p.kind)).toEqual(['breaking']);
    expect(x.tweets.filter((t) => t.text.includes(`/article/${article.slug}?`))).toHaveLength(1);
    const status = (await (await fetch(`${base}/api/admin/twitter/status`, { headers: { authorization: `Bearer ${KEY}` } })).json()) as { connected: boolean };
    expect(status.connected).toBe(true);
  });
});
