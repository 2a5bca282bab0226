import { Writable } from 'node:stream';
import type { Hono } from 'hono';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type Article, type UserAccount } from '@mitics/contracts';
import { createAudienceService, createPasswordHasher, ensureFirstAdmin } from '@mitics/audience';
import { careersService } from '@mitics/careers';
import { createContentService } from '@mitics/content';
import { createLogger, openStorage, silentLogger, startService, type StartedService } from '@mitics/kit';
import { createSocialService } from '@mitics/social';
import { FAKE_X_CREDENTIALS, startFakeX, type FakeX } from '@mitics/social/testing';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { createBff } from '../app.ts';
import { createServiceClient } from '../clients/service-client.ts';
import { SESSION_COOKIE } from '../session/cookie.ts';
import { openEmbeddedSessionStore } from '../session/document-store.ts';
import { createSessions, SESSION_ABSOLUTE_MS, type Sessions } from '../session/sessions.ts';
import type { SessionStore } from '../session/store.ts';

export const ADMIN_KEY = 'test-admin-key-0123456789abcdef';
/** The origin app.request() gives requests (http://localhost), which the site's own pages would send. */
export const SITE_ORIGIN = 'http://localhost';
/** What the web sends with every state-changing call. */
export const SITE_HEADERS: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: SITE_ORIGIN };
/** Signs the harness's newsletter unsubscribe links. */
export const UNSUBSCRIBE_SECRET = 'test-unsubscribe-secret-0123456789abcdef';
export const FIRST_ADMIN = { username: 'chief-editor', password: 'lansing-capitol-dome-1879' };
/** Feeds of the staff site may live here: a local address nothing listens on, allowed for tests only. */
export const UNREACHABLE_FEED_ORIGIN = 'http://127.0.0.1:9';

/** A real JSON logger whose lines the test reads back. */
function capture(service: string) {
  let text = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      text += chunk.toString();
      callback();
    },
  });
  return { logger: createLogger({ service, level: 'debug', destination }), text: () => text };
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string | undefined;
  headers?: Record<string, string>;
  /** Default true: send the CSRF header and the site's Origin on state-changing calls. */
  site?: boolean;
}

export interface StaffSite {
  bff: Hono;
  content: StartedService;
  /** The social service, following the content service's events, posting to `x`. */
  social: StartedService;
  x: FakeX;
  audience: StartedService;
  careers: StartedService;
  store: SessionStore;
  /** The session logic over the BFF's own store, to plant a session a test needs. */
  sessions: Sessions;
  /** Every response text the harness saw, and the BFF's and services' log output. */
  seen: () => string;
  logs: () => string;
  call(path: string, options?: CallOptions): Promise<Response>;
  /** A password sign-in through the BFF: the session cookie (`mitics_session=...`), or throws with the answer. */
  signIn(login: string, password: string, headers?: Record<string, string>): Promise<{ cookie: string; user: UserAccount }>;
  /** Registers through the BFF (pending); `activate` approves with the admin key. */
  register(username: string, role: 'contributor' | 'editor', options?: { activate?: boolean }): Promise<{ user: UserAccount; password: string }>;
  /** An article created with the admin key, by `authorId`, then moved along as asked. */
  article(authorId: string | null, status?: 'draft' | 'pending_review' | 'published' | 'rejected'): Promise<Article>;
  admin: UserAccount;
  /** Another BFF instance in front of the same services, on the given session store (a restart, a second instance). */
  bffWith(store: SessionStore): Hono;
  stop(): Promise<void>;
}

/** The `name=value` of the session cookie a response set; undefined when it set none or cleared it. */
export function sessionCookieOf(res: Response): string | undefined {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    if (pair?.startsWith(`${SESSION_COOKIE}=`) && pair.length > SESSION_COOKIE.length + 1) return pair;
  }
  return undefined;
}

/**
 * The BFF in front of real content and audience services on in-memory
 * adapters (the audience with a cheap scrypt cost: the production cost has
 * its own tests), the BFF's log captured, and the first admin made.
 */
export async function startStaffSite(options: { trustProxy?: number; accountCacheMs?: number; publicOrigin?: string } = {}): Promise<StaffSite> {
  const bffLog = capture('bff');
  const audienceLog = capture('audience');
  const contentAdapters: MemoryAdapters = await memoryAdapters();
  const audienceAdapters: MemoryAdapters = await memoryAdapters({ logger: audienceLog.logger });
  // No feed schedule; feeds may point at 127.0.0.1:9, where nothing listens, so a refresh fails fast and locally.
  const content = await startService(createContentService({ feedSchedule: { pollMinutes: 0 }, feeds: { allowedOrigins: new Set([UNREACHABLE_FEED_ORIGIN]) } }), contentAdapters);
  const careersAdapters: MemoryAdapters = await memoryAdapters();
  const careers = await startService(careersService, careersAdapters);
  const audience = await startService(
    createAudienceService({ passwords: createPasswordHasher({ logN: 4 }) }, { unsubscribeSecret: UNSUBSCRIBE_SECRET }),
    audienceAdapters,
  );
  // Social keeps its own store and hears the content service's events on the content bus.
  const x = await startFakeX();
  const socialStorage = await openStorage({ kind: 'embedded-memory' });
  const social = await startService(
    createSocialService({ x: { baseUrl: x.url, credentials: FAKE_X_CREDENTIALS }, publicOrigin: 'http://localhost', retry: { baseMs: 50, maxAttempts: 2 } }),
    { store: socialStorage.store, docs: socialStorage.docs, bus: contentAdapters.bus, logger: silentLogger() },
  );
  const store = await openEmbeddedSessionStore({ ttlMs: SESSION_ABSOLUTE_MS });
  const bffWith = (sessions: SessionStore) =>
    createBff({
      logger: bffLog.logger,
      adminApiKey: ADMIN_KEY,
      services: {
        content: createServiceClient('content', 'http://content.test', (req) => content.app.fetch(req)),
        social: createServiceClient('social', 'http://social.test', (req) => social.app.fetch(req)),
        audience: createServiceClient('audience', 'http://audience.test', (req) => audience.app.fetch(req)),
        careers: createServiceClient('careers', 'http://careers.test', (req) => careers.app.fetch(req)),
      },
      sessions,
      // One trusted hop by default, so each test caller can be its own client address (X-Forwarded-For).
      trustProxy: options.trustProxy ?? 1,
      ...(options.accountCacheMs !== undefined ? { accountCacheMs: options.accountCacheMs } : {}),
      ...(options.publicOrigin !== undefined ? { publicOrigin: options.publicOrigin } : {}),
    });
  const bff = bffWith(store);
  const admin = await ensureFirstAdmin(audience.ctx, FIRST_ADMIN, silentLogger(), { passwords: createPasswordHasher({ logN: 4 }) });
  if (!admin) throw new Error('the first admin was not created');

  let seen = '';
  let registrations = 0;
  async function call(path: string, { method = 'GET', body, cookie, headers = {}, site = true }: CallOptions = {}): Promise<Response> {
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    const res = await bff.request(path, {
      method,
      headers: {
        ...(unsafe && site ? SITE_HEADERS : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.clone().text();
    seen += `${method} ${path} ${res.status} ${[...res.headers].map(([k, v]) => `${k}: ${v}`).join('; ')}\n${text}\n`;
    return res;
  }
  const key = { authorization: `Bearer ${ADMIN_KEY}` };

  async function json<T>(res: Response, status: number): Promise<T> {
    const text = await res.text();
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
    return JSON.parse(text) as T;
  }

  return {
    bff,
    content,
    social,
    x,
    audience,
    careers,
    store,
    sessions: createSessions({ store }),
    seen: () => seen,
    logs: () => `${bffLog.text()}\n${audienceLog.text()}`,
    call,
    admin,
    bffWith,
    async signIn(login, password, headers = {}) {
      const res = await call('/api/auth/login', { method: 'POST', body: { login, password }, headers });
      const { user } = await json<{ user: UserAccount }>(res.clone(), 200);
      const cookie = sessionCookieOf(res);
      if (!cookie) throw new Error('sign-in set no session cookie');
      return { cookie, user };
    },
    async register(username, role, { activate = false } = {}) {
      const password = `${username}-reads-the-bills-2025`;
      // Each from its own address: registrations are limited per address (5 an hour).
      const res = await call('/api/users/register', {
        method: 'POST',
        body: { username, email: `${username}@mitics.test`, fullName: `${username} Writer`, password, role },
        headers: { 'x-forwarded-for': `192.0.2.${(registrations = (registrations % 250) + 1)}` },
      });
      await json<{ message: string }>(res, 201);
      const list = await json<UserAccount[]>(await call('/api/admin/users', { headers: key }), 200);
      const found = list.find((u) => u.username === username.toLowerCase());
      if (!found) throw new Error(`registration of ${username} made no account`);
      let user = found;
      if (activate) user = await json<UserAccount>(await call(`/api/admin/users/${user.id}/activate`, { method: 'POST', headers: key }), 200);
      return { user, password };
    },
    async article(authorId, status = 'draft') {
      const create = await call('/api/articles', {
        method: 'POST',
        headers: key,
        body: {
          title: `Draft ${Math.random().toString(36).slice(2)} on the budget`,
          excerpt: 'Excerpt',
          content: 'Body of the story about Lansing.',
          author: 'Staff Writer',
          authorId,
          status: status === 'published' ? 'published' : 'draft',
        },
      });
      let article = await json<Article>(create, 201);
      if (status === 'pending_review' || status === 'rejected') {
        article = await json<Article>(await call(`/api/articles/${article.id}`, { method: 'PUT', headers: key, body: { status: 'pending_review' } }), 200);
      }
      if (status === 'rejected') {
        article = await json<Article>(await call(`/api/review/${article.id}/request-changes`, { method: 'POST', headers: key, body: { reviewNotes: 'Cite the bill number.' } }), 200);
      }
      return article;
    },
    async stop() {
      await social.stop();
      await socialStorage.close();
      await x.close();
      await content.stop();
      await audience.stop();
      await careers.stop();
      await contentAdapters.close();
      await careersAdapters.close();
      await audienceAdapters.close();
      await store.close();
    },
  };
}
