import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Article } from '@mitics/contracts';

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

const IMAGE_COLOURS = ['#3b5b7a', '#6b4f3a', '#41644a', '#5a4a6b', '#7a5b3b'];

export type FakeSite = {
  url: string;
  articles: Article[];
  /** Every /api request, as path plus query, in order. */
  apiRequests: string[];
  /** Holds every API answer until the returned function is called. */
  holdApi: () => () => void;
  /** Makes GET /api/articles answer with this status (null: answer normally). */
  failArticleList: (status: number | null) => void;
  close: () => Promise<void>;
};

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function fixtureImage(name: string) {
  const index = Number.parseInt(name, 10) || 0;
  const colour = IMAGE_COLOURS[index % IMAGE_COLOURS.length] ?? '#3b5b7a';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="${colour}"/><circle cx="1200" cy="300" r="220" fill="#ffffff" fill-opacity="0.15"/><rect x="0" y="640" width="1600" height="260" fill="#000000" fill-opacity="0.2"/></svg>`;
}

function listArticles(articles: Article[], params: URLSearchParams): Article[] {
  const limit = Number(params.get('limit') ?? 20);
  const offset = Number(params.get('offset') ?? 0);
  const category = params.get('category');
  const search = params.get('search')?.toLowerCase();
  return articles
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
 * for the BFF: GET /api/articles and GET /api/articles/{slug}.
 */
export async function startFakeSite(): Promise<FakeSite> {
  const apiRequests: string[] = [];
  let articles: Article[] = [];
  let held: Promise<void> | null = null;
  let listFailure: number | null = null;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { pathname } = url;

    if (pathname.startsWith('/api/')) {
      apiRequests.push(pathname + url.search);
      if (held) await held;
      if (req.method !== 'GET') return sendJson(res, 405, { message: 'Method not allowed' });
      if (pathname === '/api/articles') {
        if (listFailure !== null) return sendJson(res, listFailure, { message: 'Articles are unavailable' });
        return sendJson(res, 200, listArticles(articles, url.searchParams));
      }
      const detail = /^\/api\/articles\/([^/]+)$/.exec(pathname);
      if (detail) {
        const slug = decodeURIComponent(detail[1] ?? '');
        const found = articles.find((article) => article.slug === slug);
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
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolveClose()));
      }),
  };
}
