/**
 * The authorisation matrix: every staff call × every kind of caller, against
 * real content and audience services. 401 for no (live) session, 403 for a
 * wrong role, 2xx only where the role allows it; a refused call changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, JobPost, UserAccount } from '@mitics/contracts';
import { waitFor } from '@mitics/kit/testing';
import { sessionKey } from '../session/sessions.ts';
import { ADMIN_KEY, FIRST_ADMIN, startStaffSite, UNREACHABLE_FEED_ORIGIN, type StaffSite } from '../testing/staff-site.ts';

const ACTORS = ['anonymous', 'pending', 'contributor', 'editor', 'admin', 'deactivated', 'apikey'] as const;
type Actor = (typeof ACTORS)[number];

let site: StaffSite;
const users = {} as Record<'pending' | 'contributor' | 'editor' | 'deactivated' | 'target', UserAccount>;
const cookies = {} as Record<'contributor' | 'editor' | 'admin', string>;

beforeAll(async () => {
  site = await startStaffSite();
  // Each kind of account once per file.
  users.pending = (await site.register('pat-pending', 'contributor')).user;
  users.target = (await site.register('tia-target', 'contributor')).user;
  const contributor = await site.register('cam-contributor', 'contributor', { activate: true });
  const editor = await site.register('eve-editor', 'editor', { activate: true });
  const deactivated = await site.register('dee-deactivated', 'contributor', { activate: true });
  users.contributor = contributor.user;
  users.editor = editor.user;
  cookies.contributor = (await site.signIn('cam-contributor', contributor.password)).cookie;
  cookies.editor = (await site.signIn('eve-editor', editor.password)).cookie;
  cookies.admin = (await site.signIn(FIRST_ADMIN.username, FIRST_ADMIN.password)).cookie;
  await site.signIn('dee-deactivated', deactivated.password);
  const off = await site.call(`/api/admin/users/${deactivated.user.id}/deactivate`, { method: 'POST', cookie: cookies.admin });
  expect(off.status).toBe(200);
  users.deactivated = (await off.json()) as UserAccount;
});

afterAll(() => site.stop());

/** The credentials one actor sends; inactive accounts get a freshly planted session, as if it had outlived their sign-in. */
async function credentialsOf(actor: Actor): Promise<{ cookie?: string; headers?: Record<string, string>; planted?: string }> {
  switch (actor) {
    case 'anonymous':
      return {};
    case 'pending':
    case 'deactivated': {
      const { id } = await site.sessions.start(users[actor].id);
      return { cookie: `mitics_session=${id}`, planted: id };
    }
    case 'apikey':
      return { headers: { authorization: `Bearer ${ADMIN_KEY}` } };
    default:
      return { cookie: cookies[actor] };
  }
}

/** The author each actor writes as (null: the admin API key is nobody's account). */
const authorIdOf = (actor: Actor): string | null =>
  actor === 'contributor' ? users.contributor.id : actor === 'editor' ? users.editor.id : actor === 'admin' ? site.admin.id : null;

interface Call {
  method: string;
  path: string;
  body?: unknown;
  /** Reads the state the call would change, to show a refused call changed nothing. */
  state?: () => Promise<unknown>;
}

interface Row {
  name: string;
  expected: Record<Actor, number>;
  prepare: () => Promise<Call>;
  /** Extra checks on an allowed answer. */
  check?: (body: unknown, actor: Actor) => void;
}

const articleState = (id: string) => async () => {
  const res = await site.content.app.request(`/articles/by-id/${id}`);
  return res.status === 200 ? ((await res.json()) as Article) : res.status;
};
const accountState = (id: string) => async () => (await site.audience.app.request(`/accounts/${id}`)).json();
const subscribersState = async () => (await site.audience.app.request('/subscribers')).json();
const jobsState = async () => (await site.careers.app.request('/jobs/all')).json();
const jobBody = { title: 'Statehouse Reporter', department: 'Newsroom', description: 'Cover the Capitol.', requirements: 'Two years.', responsibilities: 'Daily stories.' };
/** A job post made straight at the careers service, with one application, for the rows that act on one. */
async function jobWithApplication(): Promise<JobPost> {
  const res = await site.careers.app.request('/jobs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(jobBody) });
  const job = (await res.json()) as JobPost;
  const application = { applicantName: 'Dana Whitfield', email: 'dana@example.com', coverLetter: 'I have covered city hall for three years and would like to cover the Capitol.' };
  await site.careers.app.request(`/jobs/${job.id}/applications`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(application) });
  return job;
}
const withJob = (call: (job: JobPost) => Omit<Call, 'state'>) => async (): Promise<Call> => ({ ...call(await jobWithApplication()), state: jobsState });
const feedsState = async () => (await site.content.app.request('/feeds')).json();
const socialPostsState = async () => (await site.social.app.request('/posts?limit=100')).json();
/** A published article the social service has heard of, for the test post. */
const knownToSocial = async (): Promise<Article> => {
  const article = await site.article(null, 'published');
  await waitFor(async () => (await site.social.ctx.docs.collection('known-articles').findOne({ _id: article.id })) !== null);
  return article;
};
const feedUrl = () => `${UNREACHABLE_FEED_ORIGIN}/wire-${Math.random().toString(36).slice(2)}.rss`;
/** A feed made straight on the content service, inactive so nothing fetches it unasked. */
const newFeed = async (): Promise<{ id: string }> => {
  const res = await site.content.app.request('/feeds', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Capitol wire', url: feedUrl(), isActive: false }) });
  return (await res.json()) as { id: string };
};

/** Expected statuses: `allowed` answer `ok`, the other signed-in roles `denied`, nobody and inactive accounts 401. */
function table(ok: number, allowed: Actor[], denied = 403, overrides: Partial<Record<Actor, number>> = {}): Record<Actor, number> {
  const result = {} as Record<Actor, number>;
  for (const actor of ACTORS) {
    result[actor] = ['anonymous', 'pending', 'deactivated'].includes(actor) ? 401 : allowed.includes(actor) ? ok : denied;
  }
  return { ...result, ...overrides };
}
const EVERY_ROLE: Actor[] = ['contributor', 'editor', 'admin', 'apikey'];
const EDITORS: Actor[] = ['editor', 'admin', 'apikey'];
const ADMINS: Actor[] = ['admin', 'apikey'];

const draftBody = { title: 'Road funding vote', excerpt: 'Excerpt', content: 'Body.', author: 'Byline', status: 'published', isFeatured: true };

const withArticle =
  (status: 'draft' | 'pending_review' | 'published', author: () => string, call: (a: Article) => Omit<Call, 'state'>) =>
  async (): Promise<Call> => {
    const article = await site.article(author(), status);
    return { ...call(article), state: articleState(article.id) };
  };
const targetCall = (method: string, suffix: string, body?: unknown) => async (): Promise<Call> => ({
  method,
  path: `/api/admin/users/${users.target.id}${suffix}`,
  ...(body !== undefined ? { body } : {}),
  state: accountState(users.target.id),
});

const rows: Row[] = [
  {
    name: 'POST /api/articles',
    expected: table(201, EVERY_ROLE),
    prepare: async () => ({ method: 'POST', path: '/api/articles', body: draftBody }),
    check: (body, actor) => {
      const article = body as Article;
      // A contributor's article is a draft by them, never featured; others publish as sent, as themselves by default.
      if (actor === 'contributor') expect(article).toMatchObject({ status: 'draft', authorId: users.contributor.id, isFeatured: false });
      else expect(article).toMatchObject({ status: 'published', authorId: authorIdOf(actor), isFeatured: true });
    },
  },
  {
    name: "PUT /api/articles/:id (the contributor's own draft: content fields)",
    expected: table(200, EVERY_ROLE),
    prepare: withArticle('draft', () => users.contributor.id, (a) => ({ method: 'PUT', path: `/api/articles/${a.id}`, body: { title: 'Better title', tags: 'roads, budget' } })),
    check: (body) => expect(body).toMatchObject({ title: 'Better title', tags: ['roads', 'budget'] }),
  },
  {
    name: "PUT /api/articles/:id (the contributor's own draft: submit for review)",
    expected: table(200, EVERY_ROLE),
    prepare: withArticle('draft', () => users.contributor.id, (a) => ({ method: 'PUT', path: `/api/articles/${a.id}`, body: { status: 'pending_review', submittedAt: new Date().toISOString() } })),
    check: (body) => expect(body).toMatchObject({ status: 'pending_review' }),
  },
  {
    name: "PUT /api/articles/:id (the contributor's own draft: publish)",
    expected: table(200, EDITORS),
    prepare: withArticle('draft', () => users.contributor.id, (a) => ({ method: 'PUT', path: `/api/articles/${a.id}`, body: { status: 'published' } })),
    check: (body) => expect(body).toMatchObject({ status: 'published' }),
  },
  {
    name: "PUT /api/articles/:id (the contributor's own draft: feature it)",
    expected: table(200, EDITORS),
    prepare: withArticle('draft', () => users.contributor.id, (a) => ({ method: 'PUT', path: `/api/articles/${a.id}`, body: { isFeatured: true } })),
  },
  {
    name: "PUT /api/articles/:id (the contributor's own published article)",
    expected: table(200, EDITORS),
    prepare: withArticle('published', () => users.contributor.id, (a) => ({ method: 'PUT', path: `/api/articles/${a.id}`, body: { title: 'Changed after publication' } })),
  },
  {
    name: "PUT /api/articles/:id (someone else's draft)",
    expected: table(200, EDITORS, 403, { contributor: 404 }),
    prepare: withArticle('draft', () => users.editor.id, (a) => ({ method: 'PUT', path: `/api/articles/${a.id}`, body: { title: 'Not yours' } })),
  },
  {
    name: 'DELETE /api/articles/:id',
    expected: table(200, ADMINS),
    prepare: withArticle('draft', () => users.contributor.id, (a) => ({ method: 'DELETE', path: `/api/articles/${a.id}` })),
  },
  {
    name: 'GET /api/articles/my-articles',
    expected: table(200, EVERY_ROLE),
    prepare: async () => ({ method: 'GET', path: '/api/articles/my-articles' }),
    check: (body, actor) => {
      const mine = body as Article[];
      expect(Array.isArray(mine)).toBe(true);
      for (const a of mine) expect(a.authorId).toBe(authorIdOf(actor));
    },
  },
  {
    name: 'GET /api/review/queue',
    expected: table(200, EDITORS),
    prepare: async () => ({ method: 'GET', path: '/api/review/queue' }),
    check: (body) => {
      expect((body as Article[]).length).toBeGreaterThan(0);
      for (const a of body as Article[]) expect(a.status).toBe('pending_review');
    },
  },
  {
    name: 'POST /api/review/:id/publish',
    expected: table(200, EDITORS),
    prepare: withArticle('pending_review', () => users.contributor.id, (a) => ({ method: 'POST', path: `/api/review/${a.id}/publish` })),
    check: (body) => expect(body).toMatchObject({ status: 'published' }),
  },
  {
    name: 'POST /api/review/:id/request-changes',
    expected: table(200, EDITORS),
    prepare: withArticle('pending_review', () => users.contributor.id, (a) => ({ method: 'POST', path: `/api/review/${a.id}/request-changes`, body: { reviewNotes: 'Name your sources.' } })),
    check: (body) => expect(body).toMatchObject({ status: 'rejected', reviewNotes: 'Name your sources.' }),
  },
  {
    name: 'GET /api/admin/users',
    expected: table(200, ADMINS),
    prepare: async () => ({ method: 'GET', path: '/api/admin/users' }),
    check: (body) => expect((body as UserAccount[]).map((u) => u.username)).toContain('tia-target'),
  },
  { name: 'POST /api/admin/users/:id/activate', expected: table(200, ADMINS), prepare: targetCall('POST', '/activate') },
  { name: 'POST /api/admin/users/:id/deactivate', expected: table(200, ADMINS), prepare: targetCall('POST', '/deactivate') },
  {
    name: 'PUT /api/admin/users/:id/role',
    expected: table(200, ADMINS),
    prepare: targetCall('PUT', '/role', { role: 'editor' }),
    check: (body) => expect(body).toMatchObject({ role: 'editor' }),
  },
  {
    name: 'GET /api/rss-feeds',
    expected: table(200, ADMINS),
    prepare: async () => ({ method: 'GET', path: '/api/rss-feeds' }),
    check: (body) => expect(Array.isArray(body)).toBe(true),
  },
  {
    name: 'POST /api/rss-feeds',
    expected: table(201, ADMINS),
    prepare: async () => ({ method: 'POST', path: '/api/rss-feeds', body: { name: 'Lansing wire', url: feedUrl(), isActive: false }, state: feedsState }),
    check: (body) => expect(body).toMatchObject({ name: 'Lansing wire', isActive: false, trusted: false, health: 'new' }),
  },
  {
    name: 'POST /api/rss-feeds/:id/refresh',
    expected: table(200, ADMINS),
    prepare: async () => {
      const feed = await newFeed();
      return { method: 'POST', path: `/api/rss-feeds/${feed.id}/refresh`, state: feedsState };
    },
    check: (body) => expect(body).toMatchObject({ ok: false, error: 'The feed server 127.0.0.1:9 refused the connection', feed: { health: 'failing' } }),
  },
  {
    name: 'GET /api/admin/twitter/status',
    expected: table(200, ADMINS),
    prepare: async () => ({ method: 'GET', path: '/api/admin/twitter/status' }),
    check: (body) => expect(body).toMatchObject({ connected: true, username: 'MiticsNews' }),
  },
  {
    name: 'GET /api/admin/twitter/posts',
    expected: table(200, ADMINS),
    prepare: async () => ({ method: 'GET', path: '/api/admin/twitter/posts' }),
    check: (body) => expect(Array.isArray(body)).toBe(true),
  },
  {
    name: 'POST /api/admin/twitter/post',
    expected: table(201, ADMINS),
    prepare: async () => {
      const article = await knownToSocial();
      return { method: 'POST', path: '/api/admin/twitter/post', body: { articleId: article.id, tweetType: 'regular' }, state: socialPostsState };
    },
    check: (body) => expect(body).toMatchObject({ kind: 'test', status: 'published' }),
  },
  {
    name: 'GET /api/newsletter/subscribers',
    expected: table(200, ADMINS),
    prepare: async () => ({ method: 'GET', path: '/api/newsletter/subscribers', state: subscribersState }),
  },
  {
    name: 'GET /api/admin/contact-messages',
    expected: table(200, ADMINS),
    prepare: async () => {
      const message = { name: 'Ann Voter', email: 'ann@example.com', subject: 'Tip', message: 'Look at the road bill.', address: '192.0.2.44' };
      await site.audience.app.request('/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message) });
      return { method: 'GET', path: '/api/admin/contact-messages' };
    },
    check: (body) => expect(body).toEqual(expect.arrayContaining([expect.objectContaining({ subject: 'Tip', email: 'ann@example.com' })])),
  },
  {
    name: 'GET /api/admin/jobs',
    expected: table(200, ADMINS),
    prepare: withJob(() => ({ method: 'GET', path: '/api/admin/jobs' })),
    check: (body) => expect((body as Array<{ applicationCount: number }>).some((job) => job.applicationCount === 1)).toBe(true),
  },
  {
    name: 'POST /api/jobs',
    expected: table(201, ADMINS),
    prepare: async () => ({ method: 'POST', path: '/api/jobs', body: jobBody, state: jobsState }),
    check: (body) => expect(body).toMatchObject({ ...jobBody, isActive: true }),
  },
  {
    name: 'PUT /api/jobs/:id',
    expected: table(200, ADMINS),
    prepare: withJob((job) => ({ method: 'PUT', path: `/api/jobs/${job.id}`, body: { isActive: false } })),
    check: (body) => expect(body).toMatchObject({ isActive: false }),
  },
  {
    name: 'DELETE /api/jobs/:id',
    expected: table(200, ADMINS),
    prepare: withJob((job) => ({ method: 'DELETE', path: `/api/jobs/${job.id}` })),
  },
  {
    name: 'GET /api/admin/applications?jobId=',
    expected: table(200, ADMINS),
    prepare: withJob((job) => ({ method: 'GET', path: `/api/admin/applications?jobId=${job.id}` })),
    check: (body) => expect(body).toEqual([expect.objectContaining({ applicantName: 'Dana Whitfield', email: 'dana@example.com' })]),
  },
  {
    name: 'POST /api/admin/podcasts/import',
    expected: table(200, ADMINS),
    prepare: async () => ({
      method: 'POST',
      path: '/api/admin/podcasts/import',
      body: { feeds: [{ name: 'matrix.xml', xml: '<?xml version="1.0"?><rss version="2.0"><channel><title>Matrix Show</title><item><title>One</title><guid>m-1</guid></item></channel></rss>' }] },
      state: async () => (await site.content.app.request('/podcasts')).json(),
    }),
    check: (body) => expect(body).toMatchObject({ feeds: [{ name: 'matrix.xml', status: 'imported', title: 'Matrix Show' }] }),
  },
  {
    name: 'GET /api/admin/articles (every status, paged)',
    expected: table(200, ADMINS),
    prepare: async () => ({ method: 'GET', path: '/api/admin/articles?limit=50' }),
    check: (body) => {
      const page = body as { articles: Article[]; total: number };
      expect(new Set(page.articles.map((a) => a.status))).toContain('draft');
      expect(new Set(page.articles.map((a) => a.status))).toContain('pending_review');
      expect(page.total).toBeGreaterThanOrEqual(page.articles.length);
    },
  },
  {
    name: 'GET /api/newsletter/subscribers/summary',
    expected: table(200, ADMINS),
    prepare: async () => ({ method: 'GET', path: '/api/newsletter/subscribers/summary' }),
  },
  {
    name: 'GET /api/newsletter/subscribers/active-emails',
    expected: table(200, ADMINS),
    prepare: async () => ({ method: 'GET', path: '/api/newsletter/subscribers/active-emails' }),
  },
  // Last: a granted gate gives the admin a new session id.
  {
    name: "POST /api/admin/verify (the first admin's password)",
    expected: table(200, ['admin'], 403),
    prepare: async () => ({ method: 'POST', path: '/api/admin/verify', body: { password: FIRST_ADMIN.password } }),
    check: (body) => expect(body).toMatchObject({ user: { id: site.admin.id, role: 'admin' } }),
  },
];

describe('authorisation matrix', () => {
  beforeAll(async () => {
    // Something in the review queue for the queue row.
    await site.article(users.contributor.id, 'pending_review');
  });

  for (const row of rows) {
    describe(row.name, () => {
      it.each(ACTORS.map((actor) => [actor, row.expected[actor]] as const))('%s → %i', async (actor, status) => {
        const call = await row.prepare();
        const before = await call.state?.();
        const { planted, ...credentials } = await credentialsOf(actor);
        const res = await site.call(call.path, { method: call.method, ...(call.body !== undefined ? { body: call.body } : {}), ...credentials });
        const text = await res.text();
        expect(res.status, text).toBe(status);
        if (status >= 400) {
          expect(res.headers.get('content-type')).toContain('application/problem+json');
          if (status === 401) expect(JSON.parse(text)).toMatchObject({ status: 401, detail: 'Please sign in' });
          // Refused: nothing changed.
          if (call.state) expect(await call.state()).toEqual(before);
        } else {
          row.check?.(JSON.parse(text), actor);
        }
        // An inactive account's session ends on its first use.
        if (planted) expect(await site.store.get(sessionKey(planted))).toBeNull();
      });
    });
  }
});

describe('what a contributor sees', () => {
  it('lists only their own articles, drafts included, in my-articles', async () => {
    const own = await site.article(users.contributor.id, 'draft');
    const foreign = await site.article(users.editor.id, 'draft');
    const res = await site.call('/api/articles/my-articles', { cookie: cookies.contributor });
    const mine = (await res.json()) as Article[];
    expect(mine.map((a) => a.id)).toContain(own.id);
    expect(mine.map((a) => a.id)).not.toContain(foreign.id);
    expect(mine.every((a) => a.authorId === users.contributor.id)).toBe(true);
  });

  it("gets the same 404 for someone else's article as for one that does not exist", async () => {
    const foreign = await site.article(users.editor.id, 'draft');
    const other = await site.call(`/api/articles/${foreign.id}`, { method: 'PUT', cookie: cookies.contributor, body: { title: 'x' } });
    const missing = await site.call('/api/articles/no-such-article', { method: 'PUT', cookie: cookies.contributor, body: { title: 'x' } });
    expect([other.status, missing.status]).toEqual([404, 404]);
  });

  it('edits an article returned for changes and resubmits it, but not one under review', async () => {
    const returned = await site.article(users.contributor.id, 'rejected');
    const edited = await site.call(`/api/articles/${returned.id}`, { method: 'PUT', cookie: cookies.contributor, body: { content: 'Now with the bill number.', status: 'pending_review' } });
    expect(await edited.json()).toMatchObject({ status: 'pending_review', content: 'Now with the bill number.' });
    const again = await site.call(`/api/articles/${returned.id}`, { method: 'PUT', cookie: cookies.contributor, body: { content: 'Sneaky edit under review' } });
    expect(again.status).toBe(403);
  });
});

describe('nobody but editors and admins publishes', () => {
  it('saves a contributor article asking to be published as a draft, and refuses every way to publish it', async () => {
    const created = await site.call('/api/articles', { method: 'POST', cookie: cookies.contributor, body: { ...draftBody, isBreaking: true, authorId: users.editor.id } });
    const article = (await created.json()) as Article;
    expect(article).toMatchObject({ status: 'draft', isBreaking: false, isFeatured: false, authorId: users.contributor.id });
    for (const status of ['published', 'approved', 'rejected'] as const) {
      expect((await site.call(`/api/articles/${article.id}`, { method: 'PUT', cookie: cookies.contributor, body: { status } })).status).toBe(403);
    }
    expect((await site.call(`/api/review/${article.id}/publish`, { method: 'POST', cookie: cookies.contributor })).status).toBe(403);
    expect(await articleState(article.id)()).toMatchObject({ status: 'draft', publishedAt: null });
  });
});
