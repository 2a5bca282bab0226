import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Hono } from 'hono';
import { cameOverHttps } from '../security/headers.ts';
import { changesContent, CONTENT_CACHE_CONTROL, publicReadOf, type PublicRead } from './public-reads.ts';
import type { CachedAnswer, Encoding, Fresh, ReadCache } from './read-cache.ts';

/** The app's own fetch (Hono's `app.fetch`), with @hono/node-server's bindings as `env`. */
export type AppFetch = Hono['fetch'];

export interface CachedFetchOptions {
  cache: ReadCache;
  /** Config TRUST_PROXY: whether X-Forwarded-Proto says the reader came over https. */
  trustProxy: number;
  /** An https public origin means every answer carries HSTS, as securityHeaders does. */
  publicOrigin?: string | undefined;
  /** Upper bound on how long a content answer is kept should an event be lost (the bus is best effort); default 60 s. */
  contentTtlMs?: number;
  /** Upper bound on a timed answer's stay, whatever its own max-age; default 10 min. */
  timedMaxMs?: number;
}

type HeaderName = 'accept-encoding' | 'if-none-match' | 'x-forwarded-proto';

/** Node's parsed request headers when the request came over a socket (@hono/node-server's bindings); reading them builds no Headers object. */
function nodeHeaders(env: unknown): IncomingHttpHeaders | undefined {
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined;
  const incoming: unknown = env.incoming;
  if (typeof incoming !== 'object' || incoming === null || !('headers' in incoming)) return undefined;
  return incoming.headers as IncomingHttpHeaders;
}

function headerOf(request: Request, node: IncomingHttpHeaders | undefined, name: HeaderName): string | undefined {
  if (node === undefined) return request.headers.get(name) ?? undefined;
  const value = node[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The q-value of one Accept-Encoding entry ('gzip;q=0.5'), 1 when absent. */
function qOf(params: string[]): number {
  for (const param of params) {
    const [name, value] = param.split('=').map((part) => part.trim());
    if (name === 'q') {
      const q = Number(value);
      return Number.isFinite(q) ? q : 0;
    }
  }
  return 1;
}

/** The encoding to send: brotli, else gzip, as the reader accepts them (RFC 9110 §12.5.3), else the bytes as they are. */
export function encodingFor(accept: string | undefined): Encoding {
  if (!accept) return 'identity';
  if (!accept.includes(';')) {
    // The browsers' plain list: no weights to read.
    if (accept.includes('br') || accept.includes('*')) return 'br';
    return accept.includes('gzip') ? 'gzip' : 'identity';
  }
  const weights = new Map<string, number>();
  for (const entry of accept.split(',')) {
    const [coding = '', ...params] = entry.split(';');
    weights.set(coding.trim().toLowerCase(), qOf(params));
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** The representation an If-None-Match names, or null: any of an answer's three ETags counts (weak comparison, RFC 9110 §13.1.2). */
function matchedEncoding(ifNoneMatch: string, answer: CachedAnswer, preferred: Encoding): Encoding | null {
  if (ifNoneMatch.trim() === '*') return preferred;
  for (const raw of ifNoneMatch.split(',')) {
    let tag = raw.trim();
    if (tag.startsWith('W/')) tag = tag.slice(2);
    if (tag === answer.etags[preferred]) return preferred;
    if (tag === answer.etags.br) return 'br';
    if (tag === answer.etags.gzip) return 'gzip';
    if (tag === answer.etags.identity) return 'identity';
  }
  return null;
}

/** How long a timed answer may stay, from its Cache-Control max-age; 0 (not kept) without one. */
function maxAgeMs(cacheControl: string): number {
  const match = /(?:^|[,\s])max-age=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) * 1000 : 0;
}

/** Memo of the request targets seen (raw path and query → what they are), so a hit parses no query; bounded. */
const MAX_TARGETS = 4096;

/** A node:http request's header, joined when it came more than once. */
function nodeHeader(headers: IncomingHttpHeaders, name: HeaderName): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The read cache's two doors onto the BFF, so the public reads of the home and
 * article pages are answered from it before any middleware runs: one Map
 * lookup, the precompressed bytes for the reader's Accept-Encoding, a 304 for
 * a matching If-None-Match, and header records built once per answer
 * (security headers included).
 * - `node` answers a kept answer straight from node:http (serveApp's front
 *   door), before @hono/node-server builds a Request or reads a Response back,
 *   as a bare node:http server would. Anything else it leaves to the app.
 * - `fetch` wraps the app: the same for requests that reach it (in-process
 *   callers such as the page renderer, and misses). A miss fills through the
 *   app itself (the same routes, validation and service calls as an uncached
 *   read), once per key however many readers ask at the same time. A
 *   successful write to articles, the review desk or feeds invalidates the
 *   content reads before its answer leaves, so the writer's next read sees the
 *   change; content events do the same for writes made elsewhere (see createBff).
 */
export function readCacheDoors(inner: AppFetch, { cache, trustProxy, publicOrigin, contentTtlMs = 60_000, timedMaxMs = 600_000 }: CachedFetchOptions): { fetch: AppFetch; node: (req: IncomingMessage, res: ServerResponse) => boolean } {
  const alwaysHttps = publicOrigin?.startsWith('https:') ?? false;
  const targets = new Map<string, PublicRead | null>();

  function readOf(target: string): PublicRead | null {
    let read = targets.get(target);
    if (read !== undefined) return read;
    const mark = target.indexOf('?');
    read = mark === -1 ? publicReadOf(target, '') : publicReadOf(target.slice(0, mark), target.slice(mark + 1));
    if (targets.size >= MAX_TARGETS) targets.clear();
    targets.set(target, read);
    return read;
  }

  /** What to answer from a kept answer: a 304 when If-None-Match names it, else the bytes in the reader's encoding. */
  function choose(answer: CachedAnswer, https: boolean, acceptEncoding: string | undefined, ifNoneMatch: string | undefined, head: boolean) {
    const encoding = encodingFor(acceptEncoding);
    const scheme = https ? 'https' : 'http';
    if (ifNoneMatch !== undefined) {
      const matched = matchedEncoding(ifNoneMatch, answer, encoding);
      if (matched !== null) return { status: 304, headers: answer.notModified[scheme][matched], body: null };
    }
    return { status: 200, headers: answer.headers[scheme][encoding], body: head ? null : answer.bodies[encoding] };
  }

  function send(answer: CachedAnswer, request: Request, node: IncomingHttpHeaders | undefined): Response {
    const https = alwaysHttps || cameOverHttps(request.url, trustProxy > 0 ? headerOf(request, node, 'x-forwarded-proto') : undefined, trustProxy);
    const chosen = choose(answer, https, headerOf(request, node, 'accept-encoding'), headerOf(request, node, 'if-none-match'), request.method === 'HEAD');
    return new Response(chosen.body as Uint8Array<ArrayBuffer> | null, { status: chosen.status, headers: chosen.headers });
  }

  /** The read through the app, as a reader without cookies or encodings would get it; null when it is not to be kept. */
  async function fill(origin: string, read: PublicRead, requestId: string | undefined): Promise<Fresh | null> {
    const res = await inner(new Request(`${origin}${read.key}`, { headers: requestId ? { 'x-request-id': requestId } : {} }));
    const contentType = res.headers.get('content-type') ?? '';
    const cacheControl = res.headers.get('cache-control') ?? CONTENT_CACHE_CONTROL;
    const keepable = res.status === 200 && contentType.includes('json') && !res.headers.has('set-cookie') && !/no-store|private/.test(cacheControl);
    if (!keepable) {
      await res.body?.cancel();
      return null;
    }
    const body = new Uint8Array(await res.arrayBuffer());
    const ttlMs = read.group === 'content' ? contentTtlMs : Math.min(maxAgeMs(cacheControl), timedMaxMs);
    return { body, contentType, cacheControl, ttlMs };
  }

  function node(req: IncomingMessage, res: ServerResponse): boolean {
    const { method, url: target, headers } = req;
    if ((method !== 'GET' && method !== 'HEAD') || target === undefined || !target.startsWith('/api/')) return false;
    const read = readOf(target);
    if (read === null) return false;
    const kept = cache.get(read.key);
    if (kept === undefined) return false;
    const https = alwaysHttps || (trustProxy > 0 && cameOverHttps('http:', nodeHeader(headers, 'x-forwarded-proto'), trustProxy));
    const chosen = choose(kept, https, nodeHeader(headers, 'accept-encoding'), nodeHeader(headers, 'if-none-match'), method === 'HEAD');
    res.writeHead(chosen.status, chosen.headers);
    if (chosen.body === null) res.end();
    else res.end(chosen.body);
    return true;
  }

  const wrapped: AppFetch = (request, env, executionCtx) => {
    const { method, url } = request;
    const pathStart = url.indexOf('/', url.indexOf('//') + 2);
    const target = pathStart === -1 ? '/' : url.slice(pathStart);
    if (method !== 'GET' && method !== 'HEAD') {
      const path = target.split('?', 1)[0] ?? target;
      if (!changesContent(method, path)) return inner(request, env, executionCtx);
      return Promise.resolve(inner(request, env, executionCtx)).then((res) => {
        // A refused write (4xx) changed nothing; anything else may have.
        if (res.status < 400 || res.status >= 500) cache.invalidate('content');
        return res;
      });
    }
    // Everything the cache answers is under /api/.
    if (!target.startsWith('/api/')) return inner(request, env, executionCtx);
    const read = readOf(target);
    if (read === null) return inner(request, env, executionCtx);
    const parsed = nodeHeaders(env);
    const kept = cache.get(read.key);
    if (kept) return send(kept, request, parsed);
    const origin = pathStart === -1 ? url : url.slice(0, pathStart);
    return cache
      .load(read.key, read.group, () => fill(origin, read, request.headers.get('x-request-id') ?? undefined))
      .then((answer) => (answer ? send(answer, request, parsed) : inner(request, env, executionCtx)));
  };
  return { fetch: wrapped, node };
}
