/**
 * A staff member and a reader writing through the BFF while processes die:
 * article creates (with an Idempotency-Key), article edits (with If-Match) and
 * newsletter sign-ups, one after another; beside them, job posts (with an
 * Idempotency-Key too), spread over the stream. A write that fails (a cut
 * connection, a 5xx) is sent again, as it was, until it is acknowledged; what
 * was acknowledged is recorded for the checks.
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE, JobPost, type Article, type JobPostBody } from '@mitics/contracts';

export interface CreatedArticle {
  key: string;
  id: string;
  title: string;
  slug: string;
  isBreaking: boolean;
  /** The version the create answered. */
  version: number;
  /** Which of the writer's lanes made it (and alone edits it). */
  lane: number;
  /** The run's tag and the write's number, which its fields are made from. */
  tag: string;
  index: number;
}

export interface CreatedJob {
  key: string;
  /** The post as the acknowledged create answered it. */
  job: JobPost;
  /** What was sent. */
  body: JobPostBody;
}

export interface WriteLog {
  created: CreatedArticle[];
  /** Acknowledged job posts, in the order they were acknowledged. */
  jobs: CreatedJob[];
  /** Per article id: the excerpt and text its acknowledged edits left, and how many edits were applied. */
  edits: Map<string, { excerpt?: string; content?: string; applied: number }>;
  subscribed: string[];
  /** Attempts that failed and were sent again. */
  retries: number;
  /** Why each retry happened (status or error), for failure messages. */
  reasons: string[];
}

/** Kinds of request a test can wait to see sent, to kill a process while one is in flight. */
export type SendKind = 'job' | 'breaking-create';

export interface Writer {
  /** Resolves once at least `count` writes were acknowledged. */
  acknowledged(count: number): Promise<void>;
  /** Resolves when the next request of this kind (a first attempt or a retry) is sent, or when the writer is done. */
  sending(kind: SendKind): Promise<void>;
  done: Promise<WriteLog>;
}

/** Every article answer of the staff API carries its version. */
function versionOf(article: Article): number {
  if (article.version === undefined) throw new Error(`article ${article.id} came without a version`);
  return article.version;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An article's excerpt as created: some run over two lines, as editors' excerpts do. */
export const excerptOf = (title: string, i: number): string => (i % 3 === 0 ? `Excerpt of ${title}\nwith a second line` : `Excerpt of ${title}`);

/** Signs in through the BFF; the session cookie. */
export async function signIn(base: string, login: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ login, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('mitics_session='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}

export interface WriterOptions {
  base: string;
  cookie: string;
  /** Names this run's articles, keys and addresses. */
  tag: string;
  count: number;
  /** Writes in flight at once (each lane edits only its own articles); default 2. */
  lanes?: number;
  /** Job posts to make on a lane of their own, spread over the other writes; default 0. */
  jobs?: number;
  /** Give up on one write after this long; default 60 s. */
  patienceMs?: number;
}

/** Starts writing at once; see Writer. */
export function startWriter({ base, cookie, tag, count, lanes = 2, jobs = 0, patienceMs = 60_000 }: WriterOptions): Writer {
  const log: WriteLog = { created: [], jobs: [], edits: new Map(), subscribed: [], retries: 0, reasons: [] };
  let acked = 0;
  /** Acknowledged writes of the article and newsletter lanes, which pace the job lane. */
  let lanesAcked = 0;
  let lanesDone = false;
  const sendWaiters = new Map<SendKind, Array<() => void>>();
  const sent = (kind: SendKind) => {
    const waiting = sendWaiters.get(kind) ?? [];
    sendWaiters.delete(kind);
    for (const resolve of waiting) resolve();
  };
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const ack = () => {
    acked++;
    for (const w of waiters.filter((w) => acked >= w.count)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };
  const staff = { cookie, origin: base, [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' };

  /** Sends until an answer that is not a failure of the site (no answer, 5xx); that answer. */
  async function persist(what: string, send: () => Promise<Response>): Promise<{ res: Response; attempts: number }> {
    const deadline = Date.now() + patienceMs;
    for (let attempts = 1; ; attempts++) {
      let reason: string;
      try {
        const res = await send();
        // The whole answer, or it counts as lost: a process killed mid-answer cuts the body.
        if (res.status < 500) return { res: new Response(await res.text(), { status: res.status, headers: res.headers }), attempts };
        reason = `${res.status} ${(await res.text()).slice(0, 200)}`;
      } catch (error) {
        reason = error instanceof Error ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error);
      }
      log.retries++;
      log.reasons.push(`${what}: ${reason}`);
      if (Date.now() > deadline) throw new Error(`${what} was never acknowledged; last: ${reason}`);
      await sleep(150);
    }
  }

  async function expectStatus(what: string, res: Response, ...ok: number[]): Promise<unknown> {
    const text = await res.text();
    if (!ok.includes(res.status)) throw new Error(`${what} answered ${res.status}: ${text}`);
    return text ? (JSON.parse(text) as unknown) : null;
  }

  async function create(i: number, lane: number): Promise<void> {
    const key = `${tag}-create-${i}`;
    const title = `Fault ${tag} story number ${i} at the Capitol`;
    const isBreaking = i % 5 === 0;
    const body = JSON.stringify({
      title,
      excerpt: excerptOf(title, i),
      content: `Rep. Emily Dievendorf spoke on story ${i} of ${tag}.`,
      author: 'Fault Desk',
      category: isBreaking ? 'breaking' : 'michigan-politics',
      isBreaking,
    });
    const { res } = await persist(`create ${i}`, () => {
      const sending = fetch(`${base}/api/articles`, { method: 'POST', headers: { ...staff, 'idempotency-key': key }, body, signal: AbortSignal.timeout(15_000) });
      if (isBreaking) sent('breaking-create');
      return sending;
    });
    const article = (await expectStatus(`create ${i}`, res, 201, 200)) as Article;
    log.created.push({ key, id: article.id, title, slug: article.slug, isBreaking, version: versionOf(article), lane, tag, index: i });
    lanesAcked++;
    ack();
  }

  async function edit(i: number, lane: number): Promise<void> {
    const mine = log.created.filter((c) => c.lane === lane);
    const target = mine[i % Math.max(1, mine.length)];
    if (!target) return create(i, lane);
    const current = (await expectStatus(`read before edit ${i}`, (await persist(`read before edit ${i}`, () => fetch(`${base}/api/articles/${target.slug}`))).res, 200)) as Article;
    // Edits change the excerpt or the text, in turn: followers must keep each apart.
    const change: { excerpt?: string; content?: string } = Math.floor(i / 4) % 2 === 0 ? { excerpt: `Edited by ${tag} write ${i}` } : { content: `Text rewritten by ${tag} write ${i}:\nRep. Emily Dievendorf again.` };
    const { res, attempts } = await persist(`edit ${i}`, () =>
      fetch(`${base}/api/articles/${target.id}`, {
        method: 'PUT',
        headers: { ...staff, 'if-match': `"${current.version}"` },
        body: JSON.stringify(change),
        signal: AbortSignal.timeout(15_000),
      }),
    );
    const edits = log.edits.get(target.id) ?? { applied: 0 };
    log.edits.set(target.id, edits);
    if (res.status === 409 && attempts > 1) {
      // An earlier attempt was applied but its answer was lost: the article moved to exactly our edit.
      await res.body?.cancel();
      const after = (await expectStatus(`read after edit ${i}`, (await persist(`read after edit ${i}`, () => fetch(`${base}/api/articles/${target.slug}`))).res, 200)) as Article;
      if ((change.excerpt ?? after.excerpt) !== after.excerpt || (change.content ?? after.content) !== after.content || after.version !== versionOf(current) + 1) {
        throw new Error(`edit ${i} answered 409 after a retry, but the article is not at that edit: ${JSON.stringify(after)}`);
      }
      edits.applied++;
      Object.assign(edits, change);
      lanesAcked++;
    ack();
      return;
    }
    await expectStatus(`edit ${i}`, res, 200);
    edits.applied++;
    Object.assign(edits, change);
    lanesAcked++;
    ack();
  }

  async function subscribe(i: number): Promise<void> {
    const email = `${tag}.reader${i}@example.com`;
    const { res } = await persist(`subscribe ${i}`, () =>
      fetch(`${base}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ email, source: 'footer' }),
        signal: AbortSignal.timeout(15_000),
      }),
    );
    await expectStatus(`subscribe ${i}`, res, 201, 200);
    log.subscribed.push(email);
    lanesAcked++;
    ack();
  }

  /** Job k of the run: a lane of its own, started once its share of the other writes is acknowledged. */
  async function postJob(k: number): Promise<void> {
    const key = `${tag}-job-${k}`;
    const body: JobPostBody = {
      title: `Fault ${tag} opening ${k}`,
      department: k % 2 === 0 ? 'Newsroom' : 'Audience',
      type: k % 3 === 0 ? 'Part-time' : '',
      description: `Cover run ${tag}, opening ${k}.\nSecond line of the description.`,
      requirements: `Requirement ${k} of ${tag}.`,
      responsibilities: `Responsibility ${k} of ${tag}.`,
      salaryRange: k % 2 === 0 ? `$${50 + k},000` : '',
      applicationDeadline: k % 4 === 1 ? '2099-12-31' : null,
      // Some inactive: hidden from applicants, still in the admin list.
      isActive: k % 3 !== 2,
    };
    const { res } = await persist(`job ${k}`, () => {
      const sending = fetch(`${base}/api/jobs`, { method: 'POST', headers: { ...staff, 'idempotency-key': key }, body: JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
      sent('job');
      return sending;
    });
    log.jobs.push({ key, job: JobPost.parse(await expectStatus(`job ${k}`, res, 201, 200)), body });
    ack();
  }

  const jobLane = async (): Promise<void> => {
    for (let k = 0; k < jobs; k++) {
      // Spread over the stream: job k waits for its share of the other writes (or for their end).
      while (!lanesDone && lanesAcked < Math.floor((k * count) / jobs)) await sleep(10);
      await postJob(k);
    }
  };

  const lane = async (n: number): Promise<void> => {
    for (let i = n; i < count; i += lanes) {
      if (i % 4 === 3) await subscribe(i);
      else if (i % 4 === 2) await edit(i, n);
      else await create(i, n);
    }
  };
  const articleLanes = Promise.all(Array.from({ length: lanes }, (_, n) => lane(n))).finally(() => {
    lanesDone = true;
  });
  const done = Promise.all([articleLanes, jobLane()]).then(() => log);
  done.catch(() => undefined);
  const settled = done.then(
    () => undefined,
    () => undefined,
  );
  return {
    acknowledged: (n) => (acked >= n ? Promise.resolve() : Promise.race([new Promise<void>((resolve) => waiters.push({ count: n, resolve })), settled])),
    sending: (kind) =>
      Promise.race([
        new Promise<void>((resolve) => {
          const waiting = sendWaiters.get(kind) ?? [];
          waiting.push(resolve);
          sendWaiters.set(kind, waiting);
        }),
        settled,
      ]),
    done,
  };
}
