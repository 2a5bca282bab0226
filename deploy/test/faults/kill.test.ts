/**
 * Distributed mode under faults: each service, the BFF and the NATS server is
 * killed with SIGKILL in the middle of a stream of writes through the BFF and
 * started again. Every acknowledged write must then be applied exactly once,
 * and every read model (the BFF's public and staff reads, each service's own,
 * and the services that follow content events) must converge on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Article, StaffArticlePage, type NewsletterSubscriber } from '@mitics/contracts';
import { openStorage } from '@mitics/kit';
import { startCluster, type Cluster, type ProcName } from './cluster.ts';
import { excerptOf, signIn, startWriter, type WriteLog } from './writer.ts';

/** Writes per run: creates, edits and newsletter sign-ups, in turn. */
const WRITES = 48;

let cluster: Cluster;
let cookie: string;
const logs: WriteLog[] = [];

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function getJson(url: string, headers: Record<string, string> = {}): Promise<{ body: unknown; headers: Headers }> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  return { body: (await res.json()) as unknown, headers: res.headers };
}

const admin = () => ({ authorization: `Bearer ${cluster.adminKey}` });
const service = () => ({ 'x-mitics-service-token': cluster.serviceToken, 'x-actor': 'test:faults' });

/** Every article, as the BFF's admin list pages it. */
async function staffArticles(): Promise<Article[]> {
  const all: Article[] = [];
  for (let offset = 0; ; offset += 50) {
    const page = StaffArticlePage.parse((await getJson(`${cluster.base}/api/admin/articles?limit=50&offset=${offset}`, admin())).body);
    all.push(...page.articles);
    if (page.articles.length < 50) {
      expect(all).toHaveLength(page.total);
      return all;
    }
  }
}

/** Every published article, as readers page them. */
async function publicArticles(): Promise<Article[]> {
  const all: Article[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = Article.array().parse((await getJson(`${cluster.base}/api/articles?limit=100&offset=${offset}`)).body);
    all.push(...page);
    if (page.length < 100) return all;
  }
}

/** Every article, asked of the content service itself. */
async function contentArticles(): Promise<Article[]> {
  const all: Article[] = [];
  for (let offset = 0; ; offset += 100) {
    const { body, headers } = await getJson(`${cluster.procs.content.url}/articles/staff?limit=100&offset=${offset}`, service());
    const page = Article.array().parse(body);
    all.push(...page);
    if (page.length < 100) {
      expect(all).toHaveLength(Number(headers.get('x-total-count')));
      return all;
    }
  }
}

const comparable = (a: Article) => ({ id: a.id, slug: a.slug, title: a.title, excerpt: a.excerpt, content: a.content, status: a.status, version: a.version, isBreaking: a.isBreaking });
const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

/** Checks every write of every run so far against every read. */
async function expectConverged(): Promise<void> {
  const created = logs.flatMap((l) => l.created);
  const staff = await staffArticles();
  // Exactly once: one article per acknowledged create (and nothing else), at the id and slug it was answered with.
  expect(staff.map((a) => a.title).sort()).toEqual(created.map((c) => c.title).sort());
  for (const c of created) {
    const article = staff.find((a) => a.id === c.id);
    expect(article?.slug, c.title).toBe(c.slug);
    expect(article?.slug).not.toMatch(/-2$/);
    const edits = logs.map((l) => l.edits.get(c.id)).find((e) => e !== undefined);
    // Each edit applied once: the version moved by exactly the edits made, the last one wins.
    expect(article?.version, c.title).toBe(c.version + (edits?.applied ?? 0));
    expect(article?.excerpt, c.title).toBe(edits?.excerpt ?? excerptOf(c.title, c.index));
    expect(article?.content, c.title).toBe(edits?.content ?? `Rep. Emily Dievendorf spoke on story ${c.index} of ${c.tag}.`);
  }
  // The readers' list, the content service's own and the staff list agree.
  const readers = await publicArticles();
  const own = await contentArticles();
  expect(readers.map(comparable).sort(byId)).toEqual(staff.filter((a) => a.status === 'published').map(comparable).sort(byId));
  expect(own.map(comparable).sort(byId)).toEqual(staff.map(comparable).sort(byId));

  // Newsletter: one subscriber per acknowledged address, the same through the BFF and in the audience service.
  const subscribed = logs.flatMap((l) => l.subscribed).sort();
  const viaBff = (await getJson(`${cluster.base}/api/newsletter/subscribers?limit=1000`, admin())).body as NewsletterSubscriber[];
  const viaAudience = (await getJson(`${cluster.procs.audience.url}/subscribers?limit=1000`, service())).body as NewsletterSubscriber[];
  expect(viaBff.map((s) => s.email).sort()).toEqual(subscribed);
  expect(viaAudience.map((s) => s.email).sort()).toEqual(subscribed);
  const summary = (await getJson(`${cluster.base}/api/newsletter/subscribers/summary`, admin())).body;
  expect(summary).toEqual({ total: subscribed.length, active: subscribed.length });
}

beforeAll(async () => {
  cluster = await startCluster();
  cookie = await signIn(cluster.base, 'admin', await cluster.adminPassword());
}, 120_000);

afterAll(async () => {
  await cluster?.close();
}, 60_000);

/** A reader on /api/live: every article event it was pushed, until closed. */
async function listenLive(): Promise<{ events: Array<{ kind: string; articleId: string }>; close(): void }> {
  const controller = new AbortController();
  const res = await fetch(`${cluster.base}/api/live`, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no live stream');
  const events: Array<{ kind: string; articleId: string }> = [];
  const decoder = new TextDecoder();
  void (async () => {
    let text = '';
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return;
      text += decoder.decode(chunk.value, { stream: true });
      const blocks = text.split('\n\n');
      text = blocks.pop() ?? '';
      for (const block of blocks.filter((b) => b.startsWith('event: article'))) {
        const data = block.split('\n').find((l) => l.startsWith('data: '))?.slice(6);
        if (data) events.push(JSON.parse(data) as { kind: string; articleId: string });
      }
    }
  })();
  return { events, close: () => controller.abort() };
}

async function killMidStream(tag: string, victim: ProcName | 'nats'): Promise<WriteLog> {
  // The BFF's live stream, when the BFF itself stays up.
  const live = victim === 'bff' ? null : await listenLive();
  const writer = startWriter({ base: cluster.base, cookie, tag, count: WRITES });
  await writer.acknowledged(WRITES / 3);
  // Somewhere inside the next requests, not between two of them.
  await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 60)));
  if (victim === 'nats') {
    // Kill -9 and start again on the same port and JetStream store.
    await cluster.nats.restart();
  } else {
    await cluster.procs[victim].kill();
    await cluster.procs[victim].start();
  }
  const log = await writer.done.catch((error: unknown) => {
    throw new Error(`${String(error)}\n--- output ---\n${cluster.output().slice(-6000)}`);
  });
  logs.push(log);
  if (live) {
    // Each article published in this run is pushed to live readers once, whatever died on the way.
    const published = log.created.map((c) => c.id).sort();
    await until('the live stream to catch up', async () => (published.every((id) => live.events.some((e) => e.kind === 'published' && e.articleId === id)) ? true : undefined));
    live.close();
    expect(live.events.filter((e) => e.kind === 'published' && published.includes(e.articleId)).map((e) => e.articleId).sort(), `live stream in the ${tag} run`).toEqual(published);
  }
  console.log(`${tag}: ${log.created.length} creates, ${[...log.edits.values()].reduce((n, e) => n + e.applied, 0)} edits, ${log.subscribed.length} sign-ups; ${log.retries} retries\n  ${[...new Set(log.reasons.map((r) => r.slice(0, 160)))].join('\n  ')}`);
  return log;
}

describe('kill -9 in the middle of writes through the BFF (distributed, real NATS)', () => {
  it('applies every acknowledged write exactly once when the content service is killed', async () => {
    await killMidStream('content', 'content');
    await expectConverged();
  });

  it('applies every acknowledged write exactly once when the audience service is killed', async () => {
    await killMidStream('audience', 'audience');
    await expectConverged();
  });

  it('applies every acknowledged write exactly once when the BFF is killed, and the session survives it', async () => {
    await killMidStream('bff', 'bff');
    await expectConverged();
    expect((await getJson(`${cluster.base}/api/auth/me`, { cookie })).body).toMatchObject({ user: { username: 'admin' } });
  });

  it('applies every acknowledged write exactly once when the NATS server is killed', async () => {
    await killMidStream('nats', 'nats');
    await expectConverged();
    expect((await getJson(`${cluster.base}/api/auth/me`, { cookie })).body).toMatchObject({ user: { username: 'admin' } });
  });

  it('lets the services that follow content events see each published article exactly once', async () => {
    const created = logs.flatMap((l) => l.created);
    const staff = await staffArticles();
    // Social: one post to X per breaking article, whatever died on the way.
    const breaking = created.filter((c) => c.isBreaking);
    expect(breaking.length).toBeGreaterThan(4);
    const posts = await until('a post for every breaking article', async () => {
      const list = (await getJson(`${cluster.procs.social.url}/posts?limit=100`, service())).body as Array<{ articleId: string; kind: string; status: string }>;
      return breaking.every((b) => list.some((p) => p.articleId === b.id && p.status === 'published')) ? list : undefined;
    });
    for (const b of breaking) {
      expect(posts.filter((p) => p.articleId === b.id).map((p) => p.kind), b.title).toEqual(['breaking']);
      expect(cluster.x.tweets.filter((t) => t.text.includes(`/article/${b.slug}?`)), b.title).toHaveLength(1);
    }
    // Civic-data: its copy of every article's text (for legislator mentions) matches the content service's.
    const civic = cluster.procs['civic-data'];
    const expected = staff.map((a) => ({ _id: a.id, slug: a.slug, title: a.title, text: `${a.title}\n${a.excerpt}\n${a.content}`, published: true })).sort((a, b) => a._id.localeCompare(b._id));
    // Read its store the way it does, after a graceful stop so nothing is half written; started again while it lags.
    let texts: unknown[] = [];
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      await civic.stop();
      const storage = await openStorage({ kind: 'embedded', dir: civic.dataDir });
      try {
        const docs = await storage.docs.collection<{ _id: string; slug: string; title: string; text: string; published: boolean }>('article-texts').find({});
        texts = docs.map(({ _id, slug, title, text, published }) => ({ _id, slug, title, text, published })).sort((a, b) => a._id.localeCompare(b._id));
      } finally {
        await storage.close();
      }
      if (JSON.stringify(texts) === JSON.stringify(expected)) break;
      await civic.start();
      await new Promise((r) => setTimeout(r, 1000));
    }
    expect(texts).toEqual(expected);
  });
});
