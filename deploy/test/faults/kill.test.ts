/**
 * Distributed mode under faults: each service, the BFF and the NATS server is
 * killed with SIGKILL in the middle of a stream of writes through the BFF and
 * started again. Every acknowledged write must then be applied exactly once,
 * and every read model (the BFF's public and staff reads, each service's own,
 * and the services that follow content events) must converge on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminJobPost, Article, JobPost, JobPostBody, StaffArticlePage, type NewsletterSubscriber } from '@mitics/contracts';
import { openStorage } from '@mitics/kit';
import { startCluster, type Cluster, type ProcName } from './cluster.ts';
import { excerptOf, signIn, startWriter, type SendKind, type WriteLog } from './writer.ts';

/** Writes per run: creates, edits and newsletter sign-ups, in turn. */
const WRITES = 48;
/** Job posts per run, beside those writes. */
const JOBS = 8;

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

/** A job post as the public and the careers lists show it (the admin list adds applicationCount). */
const jobOf = ({ applicationCount: _, ...job }: AdminJobPost): JobPost => job;

/** Job posts: one per acknowledged create (and nothing else), as answered, the same through the BFF and in careers. */
async function expectJobsConverged(): Promise<void> {
  const made = logs.flatMap((l) => l.jobs);
  const viaBff = AdminJobPost.array().parse((await getJson(`${cluster.base}/api/admin/jobs`, admin())).body);
  const viaCareers = AdminJobPost.array().parse((await getJson(`${cluster.procs.careers.url}/jobs/all`, service())).body);
  expect(viaBff.map((j) => j.title).sort()).toEqual(made.map((m) => m.job.title).sort());
  for (const { key, job, body } of made) {
    // The acknowledged answer holds what was sent, and the list holds that answer, unchanged.
    const sent = JobPostBody.parse(body);
    const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = job;
    expect(fields, key).toEqual(sent);
    expect(viaBff.find((j) => j.id === job.id), key).toEqual({ ...job, applicationCount: 0 });
  }
  expect(viaCareers.sort(byId)).toEqual(viaBff.sort(byId));
  // Applicants' list: the active ones, the same through the BFF and in careers.
  const active = viaBff.filter((j) => j.isActive).map(jobOf).sort(byId);
  expect(active.length).toBeGreaterThan(0);
  expect(active.length).toBeLessThan(viaBff.length);
  expect(JobPost.array().parse((await getJson(`${cluster.base}/api/jobs`)).body).sort(byId)).toEqual(active);
  expect(JobPost.array().parse((await getJson(`${cluster.procs.careers.url}/jobs`, service())).body).sort(byId)).toEqual(active);
}

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

  await expectJobsConverged();
}

/** Social: one published post per breaking article so far, and one tweet on X each; none lost, none doubled, nothing else posted. */
async function expectOnePostPerBreaking(): Promise<void> {
  const breaking = logs.flatMap((l) => l.created).filter((c) => c.isBreaking);
  const posts = await until('a post for every breaking article', async () => {
    const list = (await getJson(`${cluster.procs.social.url}/posts?limit=100`, service())).body as Array<{ articleId: string; kind: string; status: string }>;
    return breaking.every((b) => list.some((p) => p.articleId === b.id && p.status === 'published')) ? list : undefined;
  });
  for (const b of breaking) {
    expect(posts.filter((p) => p.articleId === b.id).map((p) => p.kind), b.title).toEqual(['breaking']);
    expect(cluster.x.tweets.filter((t) => t.text.includes(`/article/${b.slug}?`)), b.title).toHaveLength(1);
  }
  expect(posts).toHaveLength(breaking.length);
  expect(cluster.x.tweets).toHaveLength(breaking.length);
}

/** Civic-data: its copy of every article's text (for legislator mentions) matches the content service's. */
async function expectCivicTextsConverged(): Promise<void> {
  const staff = await staffArticles();
  const civic = cluster.procs['civic-data'];
  const expected = staff.map((a) => ({ _id: a.id, slug: a.slug, title: a.title, text: `${a.title}\n${a.excerpt}\n${a.content}`, published: true })).sort((a, b) => a._id.localeCompare(b._id));
  // Read its store the way it does, after a graceful stop so nothing is half written; started again while it lags, and at the end.
  let texts: unknown[] = [];
  try {
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
  } finally {
    if (!civic.running()) await civic.start();
  }
  expect(texts).toEqual(expected);
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

/** What to wait for before the kill, so it lands while that kind of request is in flight. */
const inFlight: Partial<Record<ProcName, SendKind>> = { careers: 'job', social: 'breaking-create' };

async function killMidStream(tag: string, victim: ProcName | 'nats', whileDown?: () => Promise<void>): Promise<WriteLog> {
  // The BFF's live stream, when the BFF itself stays up.
  const live = victim === 'bff' ? null : await listenLive();
  const writer = startWriter({ base: cluster.base, cookie, tag, count: WRITES, jobs: JOBS });
  await writer.acknowledged(WRITES / 3);
  const kind = victim === 'nats' ? undefined : inFlight[victim];
  if (kind) await writer.sending(kind);
  // Somewhere inside the next requests (or, for social, inside the posting that follows), not between two of them.
  await new Promise((r) => setTimeout(r, Math.floor(Math.random() * (kind === 'breaking-create' ? 120 : 60))));
  let downCheck: Promise<Error | undefined> | undefined;
  if (victim === 'nats') {
    // Kill -9 and start again on the same port and JetStream store.
    await cluster.nats.restart();
  } else {
    await cluster.procs[victim].kill();
    // Checks while it is down; a failure is thrown after the run, so its writes are still logged for the later tests.
    downCheck = whileDown?.().then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    await downCheck;
    await cluster.procs[victim].start();
  }
  const log = await writer.done.catch((error: unknown) => {
    throw new Error(`${String(error)}\n--- output ---\n${cluster.output().slice(-6000)}`);
  });
  logs.push(log);
  const downError = await downCheck;
  if (downError) throw downError;
  if (live) {
    // Each article published in this run is pushed to live readers once, whatever died on the way.
    const published = log.created.map((c) => c.id).sort();
    await until('the live stream to catch up', async () => (published.every((id) => live.events.some((e) => e.kind === 'published' && e.articleId === id)) ? true : undefined));
    live.close();
    expect(live.events.filter((e) => e.kind === 'published' && published.includes(e.articleId)).map((e) => e.articleId).sort(), `live stream in the ${tag} run`).toEqual(published);
  }
  console.log(`${tag}: ${log.created.length} creates, ${[...log.edits.values()].reduce((n, e) => n + e.applied, 0)} edits, ${log.subscribed.length} sign-ups, ${log.jobs.length} job posts; ${log.retries} retries\n  ${[...new Set(log.reasons.map((r) => r.slice(0, 160)))].join('\n  ')}`);
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

  it('applies every acknowledged job post exactly once when the careers service is killed, and the BFF and careers agree', async () => {
    const log = await killMidStream('careers', 'careers');
    expect(log.jobs).toHaveLength(JOBS);
    expect(cluster.procs.careers.starts()).toBe(2);
    await expectConverged();
  });

  it('posts each breaking article once to X when the social service is killed while they are published', async () => {
    const log = await killMidStream('social', 'social');
    expect(log.created.filter((c) => c.isBreaking).length).toBeGreaterThan(1);
    await expectConverged();
    await expectOnePostPerBreaking();
  });

  it("converges civic-data's copy of the article texts when civic-data is killed", async () => {
    await killMidStream('civic-data', 'civic-data');
    await expectConverged();
    await expectCivicTextsConverged();
  });

  it('answers the same campaign-finance bodies after the finance service is killed, and every other write is applied once', async () => {
    const paths = ['/api/campaign-finance/summary', '/api/campaign-finance/candidates'];
    const read = async (path: string) => {
      const res = await fetch(`${cluster.base}${path}`);
      return { status: res.status, body: await res.text() };
    };
    const before = await Promise.all(paths.map(read));
    for (const [i, r] of before.entries()) {
      expect(r.status, paths[i]).toBe(200);
      expect(r.body.length, paths[i]).toBeGreaterThan(100);
    }
    await killMidStream('finance', 'finance', async () => {
      // While it is down the BFF says so at once, and nothing of it is kept.
      for (const path of paths) {
        const res = await fetch(`${cluster.base}${path}`, { signal: AbortSignal.timeout(5_000) });
        await res.body?.cancel();
        expect(res.status, path).toBe(503);
        expect(res.headers.get('cache-control') ?? '', path).not.toContain('public');
      }
    });
    expect(cluster.procs.finance.starts()).toBe(2);
    expect(await Promise.all(paths.map(read))).toEqual(before);
    // The BFF's answers are finance's own.
    for (const [i, path] of ['/summary', '/candidates'].entries()) {
      const own = await fetch(`${cluster.procs.finance.url}${path}`, { headers: service() });
      expect(JSON.parse(await own.text()), path).toEqual(JSON.parse(before[i]?.body ?? 'null'));
    }
    await expectConverged();
  });

  it('lets the services that follow content events see each published article exactly once', async () => {
    const created = logs.flatMap((l) => l.created);
    // Social: one post to X per breaking article, whatever died on the way.
    const breaking = created.filter((c) => c.isBreaking);
    expect(breaking.length).toBeGreaterThan(4);
    await expectOnePostPerBreaking();
    // Civic-data: its copy of every article's text matches the content service's.
    await expectCivicTextsConverged();
  });
});
