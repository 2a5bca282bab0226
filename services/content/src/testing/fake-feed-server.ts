import { readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** One path the fake serves: a body with its headers, a redirect, or a handler of its own. */
export type FakeRoute =
  | { kind: 'file'; file: string; contentType?: string; etag?: string; gzip?: boolean }
  | { kind: 'text'; body: string | Buffer; contentType?: string; etag?: string; lastModified?: string }
  | { kind: 'redirect'; location: string; status?: number }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'stream'; bytes: number };

export interface FakeRequest {
  path: string;
  headers: IncomingHttpHeaders;
}

export interface FakeFeedServer {
  /** The origin, e.g. http://127.0.0.1:41234: what the test allows explicitly. */
  origin: string;
  url(path: string): string;
  route(path: string, route: FakeRoute): void;
  /** Every request received, in order. */
  requests: FakeRequest[];
  close(): Promise<void>;
}

/**
 * A local feed server for tests: serves files (the real feeds under
 * shared/data), texts, redirects, errors, endless or huge bodies, with ETag
 * support (304 when If-None-Match matches). Listens on 127.0.0.1 and a free
 * port; the code under test may fetch it only when its origin is allowed
 * explicitly.
 */
export async function startFakeFeedServer(): Promise<FakeFeedServer> {
  const routes = new Map<string, FakeRoute>();
  const requests: FakeRequest[] = [];
  const hanging = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      requests.push({ path, headers: req.headers });
      const route = routes.get(path);
      if (!route) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      switch (route.kind) {
        case 'redirect':
          res.writeHead(route.status ?? 302, { location: route.location }).end();
          return;
        case 'status':
          res.writeHead(route.status, { 'content-type': 'text/plain' }).end(`status ${route.status}`);
          return;
        case 'hang':
          hanging.add(res);
          res.on('close', () => hanging.delete(res));
          return;
        case 'stream': {
          res.writeHead(200, { 'content-type': 'application/rss+xml' });
          const chunk = Buffer.alloc(64 * 1024, 0x20);
          let sent = 0;
          const pump = (): void => {
            while (sent < route.bytes) {
              sent += chunk.length;
              if (!res.write(chunk)) {
                res.once('drain', pump);
                return;
              }
            }
            res.end();
          };
          res.on('error', () => undefined);
          pump();
          return;
        }
        default: {
          const body = route.kind === 'file' ? await readFile(route.file) : Buffer.from(route.body);
          if (route.etag && req.headers['if-none-match'] === route.etag) {
            res.writeHead(304, { etag: route.etag }).end();
            return;
          }
          const headers: Record<string, string> = { 'content-type': route.contentType ?? 'application/xml' };
          if (route.etag) headers.etag = route.etag;
          if (route.kind === 'text' && route.lastModified) headers['last-modified'] = route.lastModified;
          if (route.kind === 'file' && route.gzip) {
            headers['content-encoding'] = 'gzip';
            res.writeHead(200, headers).end(gzipSync(body));
            return;
          }
          res.writeHead(200, headers).end(body);
        }
      }
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    route: (path, route) => routes.set(path, route),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
