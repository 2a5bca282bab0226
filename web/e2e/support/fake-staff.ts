import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Article, NewsletterSubscriber, Role, UserAccount } from '@mitics/contracts';

/**
 * The staff half of the fake site's API (issue 4), in memory: accounts and
 * sessions (a cookie), the admin gate, user management, newsletter
 * subscribers, article writing and the review queue. It answers like the BFF:
 * problem+json errors, 401 for nobody signed in, 403 for the wrong role, and
 * every state-changing call must carry the CSRF header.
 */

export const SESSION_COOKIE = 'mitics_session';
export const CSRF_HEADER = 'x-mitics-csrf';

export type StaffUser = UserAccount & { password: string };

export type StaffFailure = { status: number; detail?: string };

export type StaffCall = { method: string; route: string; path: string; body: unknown; csrf: string | undefined };

const SEED_TIME = Date.UTC(2026, 10, 20, 15, 0, 0);
const iso = (offsetMinutes: number) => new Date(SEED_TIME + offsetMinutes * 60_000).toISOString();

function user(id: string, fullName: string, username: string, role: Role, password: string, state: 'active' | 'pending' | 'inactive'): StaffUser {
  return {
    id,
    fullName,
    username,
    email: `${username}@mitics.test`,
    role,
    isActive: state === 'active',
    bio: null,
    createdAt: iso(-10_000),
    approvedAt: state === 'pending' ? null : iso(-9_000),
    password,
  };
}

/** The seeded accounts; passwords in the clear because this is a fake. */
export const STAFF = {
  admin: user('u-admin', 'Avery Admin', 'admin', 'admin', 'Capitol-Dome-1879', 'active'),
  editor: user('u-editor', 'Ellis Editor', 'editor', 'editor', 'Grand-River-1850', 'active'),
  contributor: user('u-casey', 'Casey Contributor', 'casey', 'contributor', 'Mackinac-Bridge-57', 'active'),
  newcomer: user('u-nora', 'Nora Newcomer', 'nora', 'contributor', 'Petoskey-Stone-1', 'active'),
  pending: user('u-pat', 'Pat Pending', 'pat', 'contributor', 'Sleeping-Bear-70', 'pending'),
  inactive: user('u-ian', 'Ian Inactive', 'ian', 'editor', 'Pictured-Rocks-9', 'inactive'),
} as const;

function staffArticle(overrides: Partial<Article> & Pick<Article, 'id' | 'slug' | 'title' | 'status'>): Article {
  return {
    excerpt: `Summary of ${overrides.title}.`,
    content: `## Background\n\nThe first paragraph of **${overrides.title}**.\n\n> A quote from a lawmaker.`,
    imageUrl: null,
    videoUrl: null,
    category: 'michigan-politics',
    level: null,
    section: null,
    author: STAFF.contributor.fullName,
    authorId: STAFF.contributor.id,
    tags: ['Lansing'],
    isBreaking: false,
    isFeatured: false,
    hasGraphicMedia: false,
    graphicWarning: null,
    sourceUrl: null,
    sourceName: null,
    isFromRss: false,
    createdAt: iso(-3_000),
    updatedAt: iso(-3_000),
    publishedAt: null,
    submittedAt: null,
    reviewNotes: null,
    ...overrides,
  };
}

export const RETURNED_NOTES = 'Please add the permit date and a source for the cost estimate.';

/** Casey's articles, one per status the dashboard shows, and one more in the queue from Nora. */
function seedArticles(): Article[] {
  return [
    staffArticle({ id: 'staff-draft', slug: 'lansing-transit-study', title: 'Lansing weighs a new transit study', status: 'draft', createdAt: iso(-100) }),
    staffArticle({
      id: 'staff-pending',
      slug: 'school-aid-formula-changes',
      title: 'School aid formula changes head to committee',
      status: 'pending_review',
      createdAt: iso(-200),
      submittedAt: iso(-150),
      content: '## What changes\n\nDistricts would get **$9,900** per pupil.\n\n🚨 **BREAKING:** The committee meets Tuesday.\n\n| District | Change |\n| --- | --- |\n| Detroit | +4% |',
    }),
    staffArticle({
      id: 'staff-rejected',
      slug: 'line-5-tunnel-permit',
      title: 'Line 5 tunnel permit questions linger',
      status: 'rejected',
      createdAt: iso(-300),
      submittedAt: iso(-250),
      reviewNotes: RETURNED_NOTES,
    }),
    staffArticle({
      id: 'staff-published',
      slug: 'detroit-council-race-heats-up',
      title: 'Detroit council race heats up',
      status: 'published',
      createdAt: iso(-400),
      publishedAt: iso(-350),
      imageUrl: '/fixtures/images/2.svg',
    }),
    staffArticle({
      id: 'staff-queue-nora',
      slug: 'upper-peninsula-broadband-grants',
      title: 'Upper Peninsula broadband grants announced',
      status: 'pending_review',
      author: STAFF.newcomer.fullName,
      authorId: STAFF.newcomer.id,
      createdAt: iso(-500),
      submittedAt: iso(-120),
    }),
  ];
}

/** Eighteen subscribers, newest first; every third one has unsubscribed. */
function seedSubscribers(): NewsletterSubscriber[] {
  return Array.from({ length: 18 }, (_, index) => ({
    id: `sub-${index + 1}`,
    email: `reader${index + 1}@example.com`,
    isActive: index % 3 !== 2,
    subscribedAt: iso(-index * 1440),
  }));
}

const publicUser = ({ password: _password, ...account }: StaffUser): UserAccount => account;

export type FakeStaff = {
  users: StaffUser[];
  subscribers: NewsletterSubscriber[];
  /** Makes every answer of this route (e.g. 'PUT /api/articles/:id') fail (null: answer normally). */
  fail: (route: string, failure: StaffFailure | null) => void;
  /** A cookie that signs a browser context in as this user (`context.addCookies([cookie])`); adminVerified: past the gate. */
  sessionCookie: (who: StaffUser, options?: { adminVerified?: boolean }) => { name: string; value: string; url: string };
  /** The staff calls received, optionally of one route, in order. */
  calls: (route?: string) => StaffCall[];
  /**
   * Back to the seeded accounts and subscribers, and the seeded staff articles
   * (drafts, the review queue, one published); no sessions, failures or calls.
   * Until the first reset the site holds only the reader fixtures, so reader
   * tests never see staff articles.
   */
  reset: () => void;
};

type Session = { userId: string; adminVerified: boolean };

type Context = {
  req: IncomingMessage;
  res: ServerResponse;
  body: unknown;
  params: string[];
  session: Session | null;
  me: StaffUser | null;
};

type Handler = (context: Context) => void;

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const TITLES: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 429: 'Too Many Requests' };

function problem(res: ServerResponse, status: number, detail?: string) {
  res.writeHead(status, { 'content-type': 'application/problem+json' });
  res.end(JSON.stringify({ type: 'about:blank', title: TITLES[status] ?? 'Error', status, ...(detail ? { detail } : {}) }));
}

const text = (body: unknown, field: string): string => {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
};

function slugify(title: string) {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Wires the staff endpoints to the site's article list (shared, so what staff
 * publish shows on the reader pages). `origin` is the site's address.
 */
export function createFakeStaff(
  articles: Article[],
  origin: string,
  /** The site's "no articles" switch (emptyArticleList), for the admin list too. */
  listEmpty: () => boolean = () => false,
): FakeStaff & { handle: (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean> } {
  const seeded = new Set(articles.map((article) => article.id));
  let users: StaffUser[] = [];
  let subscribers: NewsletterSubscriber[] = [];
  const sessions = new Map<string, Session>();
  const failures = new Map<string, StaffFailure>();
  const calls: StaffCall[] = [];

  const resetAccounts = () => {
    users = Object.values(STAFF).map((account) => ({ ...account }));
    subscribers = seedSubscribers();
    sessions.clear();
    failures.clear();
    calls.length = 0;
  };
  const reset = () => {
    resetAccounts();
    for (let index = articles.length - 1; index >= 0; index -= 1) {
      const article = articles[index];
      if (article && !seeded.has(article.id)) articles.splice(index, 1);
    }
    articles.push(...seedArticles());
  };
  resetAccounts();

  const signedIn = (ctx: Context): StaffUser | null => {
    if (!ctx.me) problem(ctx.res, 401, 'Please sign in');
    return ctx.me;
  };
  const withRole = (ctx: Context, roles: readonly Role[]): StaffUser | null => {
    const me = signedIn(ctx);
    if (!me) return null;
    if (!roles.includes(me.role)) {
      problem(ctx.res, 403, 'You do not have permission to do that');
      return null;
    }
    return me;
  };
  const adminSession = (ctx: Context): StaffUser | null => {
    const me = withRole(ctx, ['admin']);
    if (!me) return null;
    if (!ctx.session?.adminVerified) {
      problem(ctx.res, 403, 'Please enter the admin password');
      return null;
    }
    return me;
  };
  /** A new session for this account: the Set-Cookie header that carries it. */
  const startSession = (who: StaffUser, adminVerified: boolean) => {
    const token = randomUUID();
    sessions.set(token, { userId: who.id, adminVerified });
    return { 'set-cookie': `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax` };
  };
  const findArticle = (ctx: Context) => {
    const found = articles.find((article) => article.id === ctx.params[0]);
    if (!found) problem(ctx.res, 404, 'Article not found');
    return found;
  };
  const replaceArticle = (next: Article) => {
    const index = articles.findIndex((article) => article.id === next.id);
    articles[index] = next;
    return next;
  };
  const uniqueSlug = (wanted: string) => {
    const base = slugify(wanted) || 'article';
    let slug = base;
    for (let n = 2; articles.some((article) => article.slug === slug); n += 1) slug = `${base}-${n}`;
    return slug;
  };
  const userChange = (ctx: Context, change: (account: StaffUser) => StaffUser) => {
    if (!adminSession(ctx)) return;
    const index = users.findIndex((account) => account.id === ctx.params[0]);
    const account = users[index];
    if (!account) return problem(ctx.res, 404, 'User not found');
    users[index] = change(account);
    json(ctx.res, 200, publicUser(users[index] ?? account));
  };

  const routes: Array<[route: string, pattern: RegExp, handler: Handler]> = [];
  const on = (route: string, handler: Handler) => {
    const [method, path = ''] = route.split(' ');
    const pattern = new RegExp(`^${method} ${path.replace(/:id/g, '([^/]+)')}$`);
    routes.push([route, pattern, handler]);
  };

  on('POST /api/users/register', ({ res, body }) => {
    const fields = ['username', 'email', 'fullName', 'password'].map((field) => text(body, field).trim());
    if (fields.some((value) => value === '')) return problem(res, 400, 'Please fill in all required fields');
    const [username = '', email = '', fullName = ''] = fields;
    if (text(body, 'password').length < 6) return problem(res, 400, 'Password must be at least 6 characters');
    if (!email.includes('@')) return problem(res, 400, 'Please enter a valid email address');
    const taken = users.some((account) => account.username.toLowerCase() === username.toLowerCase() || account.email.toLowerCase() === email.toLowerCase());
    // The real BFF answers a taken name exactly like a free one, and makes nothing.
    if (taken) return json(res, 201, { message: 'Your account has been created. Please wait for admin approval.' });
    const role = text(body, 'role') === 'editor' ? 'editor' : 'contributor';
    const account: StaffUser = {
      id: `u-${randomUUID().slice(0, 8)}`,
      fullName,
      username,
      email,
      role,
      isActive: false,
      bio: text(body, 'bio').trim() || null,
      createdAt: new Date().toISOString(),
      approvedAt: null,
      password: text(body, 'password'),
    };
    users.push(account);
    json(res, 201, { message: 'Your account has been created. Please wait for admin approval.' });
  });

  on('POST /api/auth/login', ({ res, body }) => {
    const login = text(body, 'login').trim().toLowerCase();
    const account = users.find((candidate) => candidate.username.toLowerCase() === login || candidate.email.toLowerCase() === login);
    if (!account || account.password !== text(body, 'password')) return problem(res, 401, 'Invalid username or password');
    if (!account.isActive) {
      return problem(res, 403, account.approvedAt ? 'This account has been deactivated' : 'Your account is waiting for admin approval');
    }
    json(res, 200, { user: publicUser(account) }, startSession(account, false));
  });

  on('POST /api/auth/logout', ({ req, res }) => {
    const token = cookieToken(req);
    if (token) sessions.delete(token);
    res.writeHead(204, { 'set-cookie': `${SESSION_COOKIE}=; Path=/; Max-Age=0` }).end();
  });

  on('GET /api/auth/me', ({ res, me }) => json(res, 200, { user: me ? publicUser(me) : null }));

  on('POST /api/admin/verify', (ctx) => {
    // As the BFF: only a signed-in admin reaches the password check.
    if (!ctx.me) return problem(ctx.res, 401, 'Please sign in');
    if (ctx.me.role !== 'admin') return problem(ctx.res, 403, 'Only admins can open the admin panel');
    const password = text(ctx.body, 'password');
    if (!password.trim()) return problem(ctx.res, 400, 'Please enter the admin password');
    if (ctx.me.password !== password) return problem(ctx.res, 401, 'Invalid password');
    if (ctx.session) ctx.session.adminVerified = true;
    return json(ctx.res, 200, { user: publicUser(ctx.me) });
  });

  on('GET /api/admin/users', (ctx) => {
    if (adminSession(ctx)) json(ctx.res, 200, users.map(publicUser));
  });
  on('POST /api/admin/users/:id/activate', (ctx) =>
    userChange(ctx, (account) => ({ ...account, isActive: true, approvedAt: new Date().toISOString() })),
  );
  on('POST /api/admin/users/:id/deactivate', (ctx) => userChange(ctx, (account) => ({ ...account, isActive: false })));
  on('PUT /api/admin/users/:id/role', (ctx) => {
    const role = text(ctx.body, 'role');
    if (role !== 'contributor' && role !== 'editor' && role !== 'admin') return problem(ctx.res, 400, 'Unknown role');
    userChange(ctx, (account) => ({ ...account, role }));
  });

  on('GET /api/newsletter/subscribers', (ctx) => {
    if (!adminSession(ctx)) return;
    const limit = Number(new URL(ctx.req.url ?? '/', origin).searchParams.get('limit') ?? 50);
    json(ctx.res, 200, subscribers.slice(0, limit));
  });
  on('GET /api/newsletter/subscribers/summary', (ctx) => {
    if (adminSession(ctx)) json(ctx.res, 200, { total: subscribers.length, active: subscribers.filter((s) => s.isActive).length });
  });
  on('GET /api/newsletter/subscribers/active-emails', (ctx) => {
    if (adminSession(ctx)) json(ctx.res, 200, { emails: subscribers.filter((s) => s.isActive).map((s) => s.email) });
  });

  on('GET /api/admin/articles', (ctx) => {
    if (!adminSession(ctx)) return;
    const params = new URL(ctx.req.url ?? '/', origin).searchParams;
    const limit = Number(params.get('limit') ?? 10);
    const offset = Number(params.get('offset') ?? 0);
    const status = params.get('status');
    const all = listEmpty()
      ? []
      : articles.filter((article) => !status || article.status === status).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
    json(ctx.res, 200, { articles: all.slice(offset, offset + limit), total: all.length, limit, offset });
  });

  on('GET /api/articles/my-articles', (ctx) => {
    const me = signedIn(ctx);
    if (!me) return;
    const mine = articles.filter((article) => article.authorId === me.id).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    json(ctx.res, 200, mine);
  });

  on('POST /api/articles', (ctx) => {
    const me = signedIn(ctx);
    if (!me) return;
    const body = (ctx.body ?? {}) as Partial<Article> & { status?: string };
    for (const field of ['title', 'excerpt', 'content', 'author'] as const) {
      if (!text(body, field).trim()) return problem(ctx.res, 400, `${field} is required`);
    }
    const now = new Date().toISOString();
    // Contributors' articles are drafts, whatever they ask for.
    const status = me.role === 'contributor' || body.status === 'draft' ? 'draft' : 'published';
    const created = staffArticle({
      ...body,
      id: `staff-${randomUUID().slice(0, 8)}`,
      slug: uniqueSlug(text(body, 'slug') || text(body, 'title')),
      title: text(body, 'title').trim(),
      status,
      author: text(body, 'author').trim(),
      authorId: me.id,
      tags: Array.isArray(body.tags) ? body.tags : [],
      createdAt: now,
      updatedAt: now,
      publishedAt: status === 'published' ? now : null,
      submittedAt: null,
      reviewNotes: null,
    });
    articles.unshift(created);
    json(ctx.res, 201, created);
  });

  on('PUT /api/articles/:id', (ctx) => {
    const me = signedIn(ctx);
    if (!me) return;
    const found = findArticle(ctx);
    if (!found) return;
    if (me.role === 'contributor' && found.authorId !== me.id) return problem(ctx.res, 403, 'You can only change your own articles');
    const body = (ctx.body ?? {}) as Partial<Article>;
    json(ctx.res, 200, replaceArticle({ ...found, ...body, id: found.id, slug: found.slug, updatedAt: new Date().toISOString() }));
  });

  on('DELETE /api/articles/:id', (ctx) => {
    if (!adminSession(ctx)) return;
    const found = findArticle(ctx);
    if (!found) return;
    articles.splice(articles.indexOf(found), 1);
    json(ctx.res, 200, { id: found.id, deleted: true });
  });

  on('GET /api/review/queue', (ctx) => {
    if (!withRole(ctx, ['editor', 'admin'])) return;
    const queue = articles
      .filter((article) => article.status === 'pending_review')
      .sort((a, b) => (a.submittedAt ?? '').localeCompare(b.submittedAt ?? ''));
    json(ctx.res, 200, queue);
  });

  on('POST /api/review/:id/publish', (ctx) => {
    if (!withRole(ctx, ['editor', 'admin'])) return;
    const found = findArticle(ctx);
    if (!found) return;
    const now = new Date().toISOString();
    json(ctx.res, 200, replaceArticle({ ...found, status: 'published', publishedAt: now, updatedAt: now, reviewNotes: null }));
  });

  on('POST /api/review/:id/request-changes', (ctx) => {
    if (!withRole(ctx, ['editor', 'admin'])) return;
    const found = findArticle(ctx);
    if (!found) return;
    const reviewNotes = text(ctx.body, 'reviewNotes').trim();
    if (!reviewNotes) return problem(ctx.res, 400, 'Please write notes for the author');
    json(ctx.res, 200, replaceArticle({ ...found, status: 'rejected', reviewNotes, updatedAt: new Date().toISOString() }));
  });

  function cookieToken(req: IncomingMessage): string | undefined {
    const cookie = req.headers.cookie ?? '';
    return cookie
      .split(';')
      .map((part) => part.trim().split('='))
      .find(([name]) => name === SESSION_COOKIE)?.[1];
  }

  const handle = async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    const method = req.method ?? 'GET';
    const key = `${method} ${pathname}`;
    const match = routes.map(([route, pattern, handler]) => ({ route, handler, found: pattern.exec(key) })).find((entry) => entry.found);
    if (!match?.found) return false;

    const body = method === 'GET' ? undefined : await readBody(req);
    const csrf = req.headers[CSRF_HEADER];
    calls.push({ method, route: match.route, path: pathname, body, csrf: typeof csrf === 'string' ? csrf : undefined });

    if (method !== 'GET' && csrf !== '1') {
      problem(res, 403, 'This request is missing its CSRF header');
      return true;
    }
    const failure = failures.get(match.route);
    if (failure) {
      problem(res, failure.status, failure.detail);
      return true;
    }
    const token = cookieToken(req);
    const session = token ? (sessions.get(token) ?? null) : null;
    const me = session ? (users.find((account) => account.id === session.userId && account.isActive) ?? null) : null;
    match.handler({ req, res, body, params: match.found.slice(1).map(decodeURIComponent), session, me });
    return true;
  };

  return {
    get users() {
      return users;
    },
    get subscribers() {
      return subscribers;
    },
    set subscribers(next: NewsletterSubscriber[]) {
      subscribers = next;
    },
    fail: (route, failure) => {
      if (failure) failures.set(route, failure);
      else failures.delete(route);
    },
    sessionCookie: (who, { adminVerified = false } = {}) => {
      const token = randomUUID();
      sessions.set(token, { userId: who.id, adminVerified });
      return { name: SESSION_COOKIE, value: token, url: origin };
    },
    calls: (route) => calls.filter((call) => route === undefined || call.route === route),
    reset,
    handle,
  };
}
