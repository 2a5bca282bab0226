/**
 * Fuzzing every route of the BFF over real HTTP, in embedded mode (`npm
 * start`'s process): bodies and query strings drawn from the contracts and
 * made wrong, hostile path parameters, anonymous callers, a signed-in admin
 * with and without the CSRF header, and the admin key. Every answer must be
 * below 500, the process must stay up, and nothing observable may change.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AddFeedBody,
  AdminVerifyBody,
  AnalyticsTrackBody,
  ApplicationListQuery,
  ArticleListQuery,
  BillListQuery,
  ContactBody,
  CreateArticleBody,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  FindLegislatorsQuery,
  JobApplicationBody,
  JobPostBody,
  JobPostPatchBody,
  PodcastImportBody,
  RegisterBody,
  RequestChangesBody,
  RoleChangeBody,
  SignInBody,
  SocialPostRequest,
  StaffArticleListQuery,
  SubscribeBody,
  UnsubscribeBody,
  UpdateArticleBody,
} from '@mitics/contracts';
import { createInProcessBus, silentLogger } from '@mitics/kit';
import { createBff } from './app.ts';
import { createServiceClient } from './clients/service-client.ts';
import { createLiveHub } from './live/hub.ts';
import { brokenBody, encode, hostileHeaders, hostileString, queryString, rawBody } from './testing/contract-arbitraries.ts';
import { startRealSite, type RealSite } from './testing/real-site.ts';

const ADMIN_PASSWORD = 'fuzzing-the-capitol-dome-1879';
/** Requests per route and caller; keeps the whole file well under a minute. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
/** A fixed seed keeps CI repeatable; set FUZZ_SEED (and FUZZ_RUNS) to explore further. The seed is in every failure message. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

/** The body each write route reads, from the contracts. */
const bodies: Record<string, z.ZodType> = {
  'POST /api/auth/login': SignInBody,
  'POST /api/admin/verify': AdminVerifyBody,
  'POST /api/users/register': RegisterBody,
  'PUT /api/admin/users/:id/role': RoleChangeBody,
  'POST /api/articles': CreateArticleBody,
  'PUT /api/articles/:id': UpdateArticleBody,
  'POST /api/review/:id/request-changes': RequestChangesBody,
  'POST /api/newsletter/subscribe': SubscribeBody,
  'POST /api/newsletter/unsubscribe': UnsubscribeBody,
  'POST /api/analytics/track': AnalyticsTrackBody,
  'POST /api/rss-feeds': AddFeedBody,
  'POST /api/contact': ContactBody,
  'POST /api/admin/podcasts/import': PodcastImportBody,
  'POST /api/jobs/:id/apply': JobApplicationBody,
  'POST /api/jobs': JobPostBody,
  'PUT /api/jobs/:id': JobPostPatchBody,
  'POST /api/admin/twitter/post': SocialPostRequest,
};

/** The query each read route reads, from the contracts (the others get made-up keys). */
const queries: Record<string, z.ZodType> = {
  'GET /api/articles': ArticleListQuery,
  'GET /api/admin/articles': StaffArticleListQuery,
  'GET /api/legislature/bills': BillListQuery,
  'GET /api/legislature/find-legislators': FindLegislatorsQuery,
  'GET /api/admin/applications': ApplicationListQuery,
};

/** Routes whose 2xx changes what the caller holds, not the site: signing out ends the fuzzer's own session. */
const SESSION_ENDING = new Set(['POST /api/auth/logout']);
/** Long-lived streams: only their first answer is read. */
const STREAMS = new Set(['GET /api/live']);

type Caller = 'anonymous' | 'session' | 'session-without-csrf' | 'admin-key';

/** Every method and path the BFF serves, from the app's own route table. */
function routeTable(): Array<{ method: string; path: string }> {
  const stub = (name: string) => createServiceClient(name, 'http://stub.test', () => Promise.resolve(new Response('{}')));
  const logger = silentLogger();
  const app = createBff({
    logger,
    adminApiKey: 'x'.repeat(32),
    services: { content: stub('content'), audience: stub('audience'), civicData: stub('civic-data'), careers: stub('careers'), social: stub('social') },
    live: createLiveHub({ bus: createInProcessBus(), logger, publicArticle: () => Promise.resolve(null) }),
  });
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of app.routes) {
    // Middleware (`ALL /api/*`) is exercised by every route; the web app's catch-all gets paths of its own below.
    if (method === 'ALL') continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  // The web app's catch-all (served from a built or stand-in web folder).
  seen.set('GET /*', { method: 'GET', path: '/*' });
  return [...seen.values()];
}

let site: RealSite;
let webDist: string;
let adminKey: string;
let cookie: string;
/** Real ids and slugs, so reads also reach existing things (and writes to them are refused, never applied). */
let known: string[] = [];

async function json(path: string, headers: Record<string, string> = {}): Promise<unknown> {
  const res = await fetch(`${site.url}${path}`, { headers: { authorization: `Bearer ${adminKey}`, ...headers } });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** What a reader and the admin can see: every list the site keeps, in full. */
async function snapshot(): Promise<string> {
  const staff = (await json('/api/admin/articles?limit=50')) as { total: number; articles: Array<{ id: string; version: number }> };
  const pages = [staff];
  for (let offset = 50; offset < staff.total; offset += 50) pages.push((await json(`/api/admin/articles?limit=50&offset=${offset}`)) as typeof staff);
  const articles = pages.flatMap((p) => p.articles.map((a) => `${a.id}@${a.version}`)).sort();
  const jobs = (await json('/api/admin/jobs')) as Array<{ id: string }>;
  return JSON.stringify({
    articles,
    total: staff.total,
    public: ((await json('/api/articles?limit=100')) as unknown[]).length,
    subscribers: await json('/api/newsletter/subscribers/summary'),
    users: await json('/api/admin/users'),
    jobs,
    applications: await Promise.all(jobs.map((j) => json(`/api/admin/applications?jobId=${j.id}`))),
    messages: await json('/api/admin/contact-messages'),
    feeds: await json('/api/rss-feeds'),
    podcasts: await json('/api/podcasts'),
    posts: await json('/api/admin/twitter/posts'),
  });
}

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'mitics-fuzz-web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><html lang="en"><head><title>Mitics</title></head><body><div id="root"></div></body></html>');
  site = await startRealSite({
    WEB_DIST_DIR: webDist,
    MITICS_ADMIN_USERNAME: 'admin',
    MITICS_ADMIN_PASSWORD: ADMIN_PASSWORD,
    // Nothing outside this machine: the weather, geocoder and feeds fail fast and locally.
    WEATHER_API_URL: 'http://127.0.0.1:9/forecast',
    GEOCODER_URL: 'http://127.0.0.1:9/geocoder',
    FEED_POLL_MINUTES: '0',
  });
  adminKey = await site.adminKey();
  const res = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url, [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ login: 'admin', password: ADMIN_PASSWORD }),
  });
  expect(res.status).toBe(200);
  cookie = res.headers.getSetCookie().map((l) => l.split(';')[0] ?? '').find((p) => p.startsWith('mitics_session=')) ?? '';
  expect(cookie).not.toBe('');
  const articles = (await json('/api/articles?limit=5')) as Array<{ id: string; slug: string }>;
  const jobs = (await json('/api/admin/jobs')) as Array<{ id: string }>;
  const legislators = (await json('/api/legislature/representatives')) as Array<{ id: string }>;
  known = [...articles.flatMap((a) => [a.id, a.slug]), ...jobs.slice(0, 2).map((j) => j.id), ...legislators.slice(0, 2).map((l) => l.id)];
}, 120_000);

afterAll(async () => {
  await site?.close();
  await rm(webDist, { recursive: true, force: true });
});

/** A path parameter: hostile, random, or a real id; sometimes left raw (broken escapes, dots, slashes). */
const paramValue = (withKnown: boolean): fc.Arbitrary<string> =>
  fc.oneof(
    fc.uuid().map(encode),
    hostileString.map(encode),
    fc.constantFrom('%E0%A4%A', '%', '%zz', '..', '.', '%2e%2e', 'a%2Fb', '%00', '__proto__', 'constructor', '~'),
    // Real ids only where the request is otherwise refused: a bodiless write to a real id (DELETE) would be a real change.
    fc.constantFrom(...(withKnown && known.length > 0 ? known : ['x'])).map(encode),
  );

function pathOf(template: string, withKnown: boolean): fc.Arbitrary<string> {
  if (template === '/*') return fc.array(paramValue(true), { minLength: 1, maxLength: 3 }).map((parts) => `/${parts.join('/')}`);
  const names = template.match(/:[A-Za-z]+/g) ?? [];
  return fc.array(paramValue(withKnown), { minLength: names.length, maxLength: names.length }).map((values) => {
    let path = template;
    values.forEach((v, i) => (path = path.replace(names[i] ?? '', v)));
    return path;
  });
}

function headersFor(caller: Caller, unsafe: boolean, contentType: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (contentType) headers['content-type'] = contentType;
  if (caller === 'admin-key') headers.authorization = `Bearer ${adminKey}`;
  if (caller === 'session' || caller === 'session-without-csrf') headers.cookie = cookie;
  if (unsafe && caller === 'session') Object.assign(headers, { origin: site.url, [CSRF_HEADER]: CSRF_HEADER_VALUE });
  if (unsafe && caller === 'session-without-csrf') headers.origin = 'https://evil.example';
  return headers;
}

describe('fuzzing every BFF route over HTTP (embedded mode)', () => {
  it('answers every route below 500 with bodies, queries and parameters drawn from the contracts, and changes nothing', async () => {
    const routes = routeTable();
    expect(routes.length).toBeGreaterThan(50);
    const before = await snapshot();
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const unsafe = !['GET', 'HEAD'].includes(route.method);
      const schema = bodies[key];
      const callers: Caller[] = SESSION_ENDING.has(key) ? ['anonymous', 'session-without-csrf', 'admin-key'] : ['anonymous', 'session', 'session-without-csrf', 'admin-key'];
      const request = fc.record({
        caller: fc.constantFrom(...callers),
        path: pathOf(route.path, !unsafe || schema !== undefined),
        query: queryString(queries[key]),
        body: unsafe ? rawBody(schema ? brokenBody(schema) : fc.jsonValue({ maxDepth: 3 })) : fc.constant(undefined),
        extra: fc.option(hostileHeaders(), { freq: 3 }),
        contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', undefined),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ caller, path, query, body, contentType, extra }) => {
          sent++;
          const url = `${site.url}${path}${query}`;
          let status: number;
          try {
            const res = await fetch(url, {
              method: route.method,
              // Odd headers from a third of the callers; their own cookie never gives way (the session is the point of the caller).
              headers: { ...(extra ?? {}), ...headersFor(caller, unsafe, body === undefined ? undefined : contentType) },
              ...(body !== undefined ? { body } : {}),
              signal: AbortSignal.timeout(15_000),
            });
            status = res.status;
            if (STREAMS.has(key)) await res.body?.cancel();
            else await res.arrayBuffer();
          } catch (error) {
            failures.push(`${key}: ${route.method} ${url.slice(0, 300)} as ${caller}: no answer (${String(error)}: ${error instanceof Error && error.cause instanceof Error ? error.cause.message : ''}); body ${String(body).slice(0, 200)}`);
            return;
          }
          // Reads of good input may answer 2xx; a write with broken input never does, and nothing is a 5xx.
          if (status >= 500 || (unsafe && status < 300 && !SESSION_ENDING.has(key))) {
            failures.push(`${key}: ${route.method} ${url.slice(0, 300)} as ${caller} → ${status}; headers ${JSON.stringify(extra)}; body ${String(body).slice(0, 300)}`);
          }
        }),
        { numRuns: RUNS * (unsafe ? 3 : 1), seed: SEED },
      );
    }
    expect(failures, `FUZZ_SEED=${SEED}\n${failures.slice(0, 20).join('\n')}`).toEqual([]);
    // Still up, and nothing anyone can see has changed.
    expect((await fetch(`${site.url}/api/auth/me`)).status).toBe(200);
    expect(await snapshot()).toBe(before);
    expect(sent).toBeGreaterThan(routes.length * RUNS);
  }, 120_000);
});
