import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Article, Weather } from '@mitics/contracts';

import { createFakeStaff, type FakeStaff } from './fake-staff';
import { makeArticles } from './fixtures';

export const DIST_DIR = fileURLToPath(new URL('../../dist', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Ten topics, most used first: more than the home page shows (8). */
export const TRENDING_TOPICS = [
  'Budget',
  'Road Funding',
  'Elections',
  'Great Lakes',
  'Auto Tariffs',
  'School Aid',
  'Line 5',
  'PFAS',
  'Redistricting',
  'Housing',
].map((name, index) => ({ id: name.toLowerCase().replaceAll(' ', '-'), name, count: 20 - index }));

const IMAGE_COLOURS = ['#3b5b7a', '#6b4f3a', '#41644a', '#5a4a6b', '#7a5b3b'];

export type FakeSite = {
  url: string;
  articles: Article[];
  /** Every /api request, as path plus query, in order. */
  apiRequests: string[];
  /** Holds every API answer until the returned function is called. */
  holdApi: () => () => void;
  /** Makes GET /api/articles and GET /api/search answer with this status (null: answer normally). */
  failArticleList: (status: number | null) => void;
  /** Makes GET /api/articles answer an empty list (false: answer normally). */
  emptyArticleList: (empty: boolean) => void;
  /** Makes the featured list and trending topics empty and breaking answer 404 (false: answer normally). */
  emptyFeeds: (empty: boolean) => void;
  /** Sends `event: article` with this data to every open GET /api/live stream. */
  sendLive: (data: unknown) => void;
  /** How many GET /api/live streams are open now. */
  liveStreams: () => number;
  /** What GET /api/weather answers: a reading, or an error status. */
  setWeather: (answer: Weather | number) => void;
  /** Makes POST /api/newsletter/subscribe fail with this status and problem `detail` (null: succeed). */
  failNewsletter: (failure: { status: number; detail?: string } | null) => void;
  /** JSON bodies POSTed to this /api path, in order. */
  posted: (path: string) => unknown[];
  /** The staff API (accounts, admin, writing, review): see fake-staff.ts. */
  staff: FakeStaff;
  close: () => Promise<void>;
};

/** The fake GET /api/weather reading. */
export const FAKE_WEATHER: Weather = {
  location: 'Lansing, MI',
  temp: 41,
  condition: 'Partly Cloudy',
  icon: 'cloud-sun',
  lastUpdate: '2026-11-21T18:00:00.000Z',
};

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function fixtureImage(name: string) {
  const index = Number.parseInt(name, 10) || 0;
  const colour = IMAGE_COLOURS[index % IMAGE_COLOURS.length] ?? '#3b5b7a';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="${colour}"/><circle cx="1200" cy="300" r="220" fill="#ffffff" fill-opacity="0.15"/><rect x="0" y="640" width="1600" height="260" fill="#000000" fill-opacity="0.2"/></svg>`;
}

/** Readers see published articles only (staff drafts and the review queue live in the same list). */
function listArticles(articles: Article[], params: URLSearchParams): Article[] {
  const limit = Number(params.get('limit') ?? 20);
  const offset = Number(params.get('offset') ?? 0);
  const category = params.get('category');
  const search = params.get('search')?.toLowerCase();
  return articles
    .filter((article) => article.status === 'published')
    .filter((article) => !category || article.category === category)
    .filter(
      (article) =>
        !search || `${article.title} ${article.excerpt} ${article.content}`.toLowerCase().includes(search),
    )
    .slice(offset, offset + limit);
}

async function serveStatic(res: ServerResponse, pathname: string) {
  const root = resolve(DIST_DIR);
  const candidate = normalize(join(root, decodeURIComponent(pathname)));
  if (candidate !== root && !candidate.startsWith(root + sep)) {
    res.writeHead(403).end();
    return;
  }
  const info = await stat(candidate).catch(() => null);
  let file = info?.isFile() ? candidate : null;
  // SPA fallback: paths without an extension are routes of the app.
  if (!file && !extname(pathname)) file = join(root, 'index.html');
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}

/**
 * Serves the built web app from web/dist with a small in-memory API standing in
 * for the BFF: GET /api/articles and GET /api/articles/{slug}; the home page's
 * featured, breaking and trending-topics reads; a GET /api/live event stream
 * that stays open and sends what `sendLive` is given; and the staff API
 * (fake-staff.ts).
 */
export async function startFakeSite(): Promise<FakeSite> {
  const apiRequests: string[] = [];
  let articles: Article[] = [];
  let held: Promise<void> | null = null;
  let listFailure: number | null = null;
  let listEmpty = false;
  let feedsEmpty = false;
  let weather: Weather | number = FAKE_WEATHER;
  let newsletterFailure: { status: number; detail?: string } | null = null;
  const posts: { path: string; body: unknown }[] = [];
  const live = new Set<ServerResponse>();
  let staff: ReturnType<typeof createFakeStaff> | undefined;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { pathname } = url;

    if (pathname.startsWith('/api/')) {
      apiRequests.push(pathname + url.search);
      if (held) await held;
      if (staff && (await staff.handle(req, res, pathname))) return;
      if (req.method === 'POST' && (pathname === '/api/newsletter/subscribe' || pathname === '/api/analytics/track')) {
        posts.push({ path: pathname, body: await readJson(req) });
        if (pathname === '/api/analytics/track') return void res.writeHead(202).end();
        if (newsletterFailure) {
          res.writeHead(newsletterFailure.status, { 'content-type': 'application/problem+json' });
          return void res.end(JSON.stringify({ title: 'Subscription refused', status: newsletterFailure.status, detail: newsletterFailure.detail }));
        }
        return sendJson(res, 201, { ok: true, alreadySubscribed: false });
      }
      if (req.method !== 'GET') return sendJson(res, 405, { message: 'Method not allowed' });
      if (pathname === '/api/weather') {
        return typeof weather === 'number' ? sendJson(res, weather, { message: 'Weather is unavailable' }) : sendJson(res, 200, weather);
      }
      if (pathname === '/api/articles') {
        if (listFailure !== null) return sendJson(res, listFailure, { message: 'Articles are unavailable' });
        if (listEmpty) return sendJson(res, 200, []);
        return sendJson(res, 200, listArticles(articles, url.searchParams));
      }
      if (pathname === '/api/search') {
        if (listFailure !== null) return sendJson(res, listFailure, { message: 'Search is unavailable' });
        const q = url.searchParams.get('q') ?? '';
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? 20);
        const found = listEmpty ? [] : listArticles(articles, new URLSearchParams({ search: q, limit: '10000' }));
        return sendJson(res, 200, { q, articles: found.slice((page - 1) * limit, page * limit), total: found.length, page, limit, pages: Math.ceil(found.length / limit) });
      }
      if (pathname === '/api/articles/featured') {
        return sendJson(res, 200, feedsEmpty ? [] : articles.filter((article) => article.isFeatured && article.status === 'published'));
      }
      if (pathname === '/api/articles/breaking') {
        const breaking = feedsEmpty ? undefined : articles.find((article) => article.isBreaking && article.status === 'published');
        return breaking ? sendJson(res, 200, breaking) : sendJson(res, 404, { message: 'There is no breaking news right now' });
      }
      if (pathname === '/api/trending-topics') return sendJson(res, 200, feedsEmpty ? [] : TRENDING_TOPICS);
      if (pathname === '/api/live') {
        // Server-sent events: the stream stays open until the page goes away.
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
        res.write(': connected\n\n');
        live.add(res);
        req.on('close', () => live.delete(res));
        return;
      }
      const related = /^\/api\/articles\/([^/]+)\/related$/.exec(pathname);
      if (related) {
        const slug = decodeURIComponent(related[1] ?? '');
        const found = articles.find((article) => article.slug === slug);
        if (!found) return sendJson(res, 404, { message: 'Article not found' });
        // Like the content service: same category or a shared tag, three at most.
        const others = articles.filter(
          (article) =>
            article.slug !== slug &&
            (article.category === found.category || article.tags.some((tag) => found.tags.includes(tag))),
        );
        return sendJson(res, 200, others.slice(0, 3));
      }
      const detail = /^\/api\/articles\/([^/]+)$/.exec(pathname);
      if (detail) {
        const slug = decodeURIComponent(detail[1] ?? '');
        const found = articles.find((article) => article.slug === slug && article.status === 'published');
        return found ? sendJson(res, 200, found) : sendJson(res, 404, { message: 'Article not found' });
      }
      return sendJson(res, 404, { message: 'Not found' });
    }

    const image = /^\/fixtures\/images\/(\d+)\.svg$/.exec(pathname);
    if (image) {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      res.end(fixtureImage(image[1] ?? '0'));
      return;
    }
    if (pathname.startsWith('/fixtures/')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    await serveStatic(res, pathname);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  articles = makeArticles(url);
  staff = createFakeStaff(articles, url, () => listEmpty);

  return {
    url,
    articles,
    apiRequests,
    holdApi: () => {
      let release = () => {};
      held = new Promise<void>((resolveHold) => {
        release = resolveHold;
      });
      return () => {
        held = null;
        release();
      };
    },
    failArticleList: (status) => {
      listFailure = status;
    },
    emptyArticleList: (empty) => {
      listEmpty = empty;
    },
    emptyFeeds: (empty) => {
      feedsEmpty = empty;
    },
    sendLive: (data) => {
      for (const stream of live) stream.write(`event: article\ndata: ${JSON.stringify(data)}\n\n`);
    },
    liveStreams: () => live.size,
    setWeather: (answer) => {
      weather = answer;
    },
    failNewsletter: (failure) => {
      newsletterFailure = failure;
    },
    posted: (path) => posts.filter((post) => post.path === path).map((post) => post.body),
    staff,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolveClose()));
      }),
  };
}
