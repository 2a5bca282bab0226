import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { refusedBecause } from './address-guard.ts';

/** Why a fetch did not bring a document; the message is what staff see in the panel. */
export class FeedFetchError extends Error {
  constructor(
    message: string,
    /** True when the address itself was refused (private, loopback, metadata, ...), not a network failure. */
    readonly refused = false,
  ) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

export interface FetchLimits {
  /** Whole fetch, redirects and body included. Default 10 s. */
  timeoutMs: number;
  /** Largest body accepted, before and after decompression. Default 5 MB. */
  maxBytes: number;
  /** Redirects followed, each one checked like the first address. Default 3. */
  maxRedirects: number;
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 };

/** The User-Agent every feed fetch sends, naming us so publishers know who asks. */
export const FEED_USER_AGENT = 'Mitics-FeedFetcher/1.0 (Mitics Michigan politics news; wire ingestion)';

export interface GuardedFetchOptions {
  limits?: Partial<FetchLimits>;
  /**
   * Exact origins (`http://127.0.0.1:4010`) that may be fetched although they
   * are local: only tests set this, to reach a fake feed server. Empty in
   * production.
   */
  allowedOrigins?: ReadonlySet<string>;
  /** Conditional GET: the validators the last good fetch returned. */
  etag?: string | null;
  lastModified?: string | null;
  /** DNS lookup; tests pass one that answers a chosen address. Default node's. */
  lookup?: typeof dnsLookup;
}

export type FetchResult =
  | { kind: 'not-modified'; url: string }
  | { kind: 'document'; url: string; body: Uint8Array; contentType: string | null; etag: string | null; lastModified: string | null };

const ACCEPT = 'application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1';

function refuse(host: string, address: string, why: string): FeedFetchError {
  const shown = address === host ? address : `${host} resolves to ${address}`;
  return new FeedFetchError(`The feed address is not allowed: ${shown} is a ${why} address, which Mitics never fetches`, true);
}

/** Checks a hop's URL before any connection: scheme, credentials, and an IP literal's range. Throws FeedFetchError (refused). */
export function checkUrl(url: URL, allowed: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedFetchError(`The feed address must use http or https, not ${url.protocol.replace(':', '')}`, true);
  if (url.username || url.password) throw new FeedFetchError('The feed address cannot contain a user name or password', true);
  if (allowed) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    const why = refusedBecause(host);
    if (why) throw refuse(host, host, why);
  } else if (host === 'localhost' || host.endsWith('.localhost')) {
    throw refuse(host, host, 'loopback');
  }
}

/**
 * A DNS lookup that refuses when any address of the name is not public, so
 * the connection is made to an address that was checked (no second lookup an
 * attacker's DNS could answer differently).
 */
function guardedLookup(resolve: typeof dnsLookup, allowed: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { all: true, verbatim: true, ...(options.family ? { family: options.family } : {}) }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      if (!allowed) {
        for (const { address } of addresses) {
          const why = refusedBecause(address);
          if (why) return callback(refuse(hostname, address, why), '', 4);
        }
      }
      const [first] = addresses;
      if (!first) return callback(new FeedFetchError(`The feed's host name ${hostname} has no address`), '', 4);
      if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}

function describeNetworkError(error: unknown, url: URL): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : String(error);
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new FeedFetchError(`The feed's host name ${url.hostname} could not be found`);
    case 'ECONNREFUSED':
      return new FeedFetchError(`The feed server ${url.host} refused the connection`);
    case 'ECONNRESET':
      return new FeedFetchError(`The feed server ${url.host} closed the connection`);
    default:
      return new FeedFetchError(`The feed could not be fetched from ${url.host}: ${message}`);
  }
}

/** Reads the body within the size limit, decompressing gzip, deflate or brotli. */
function readBody(res: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const declared = Number(res.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      res.destroy();
      reject(new FeedFetchError(`The feed is larger than ${Math.round(maxBytes / 1024 / 1024)} MB (${declared} bytes)`));
      return;
    }
    const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase().trim();
    const decoder =
      encoding === 'gzip' || encoding === 'x-gzip' ? createGunzip() : encoding === 'deflate' ? createInflate() : encoding === 'br' ? createBrotliDecompress() : null;
    const chunks: Buffer[] = [];
    let raw = 0;
    let size = 0;
    let done = false;
    const fail = (error: Error): void => {
      if (done) return;
      done = true;
      res.destroy();
      decoder?.destroy();
      reject(error);
    };
    const tooLarge = () => fail(new FeedFetchError(`The feed is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`));
    signal.addEventListener('abort', () => fail(signal.reason instanceof Error ? signal.reason : new FeedFetchError('The fetch was stopped')), { once: true });
    const out = decoder ?? res;
    if (decoder) {
      res.on('data', (chunk: Buffer) => {
        raw += chunk.length;
        if (raw > maxBytes) tooLarge();
      });
      res.on('error', (error) => fail(error));
      decoder.on('error', () => fail(new FeedFetchError(`The feed's ${encoding} compression is corrupt`)));
      res.pipe(decoder);
    }
    out.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return tooLarge();
      chunks.push(chunk);
    });
    out.on('error', (error: Error) => fail(error));
    out.on('end', () => {
      if (done) return;
      done = true;
      resolve(new Uint8Array(Buffer.concat(chunks)));
    });
  });
}

function oneHop(url: URL, options: GuardedFetchOptions, allowed: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  const headers: Record<string, string> = { 'user-agent': FEED_USER_AGENT, accept: ACCEPT, 'accept-encoding': 'gzip, deflate, br' };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers, lookup: guardedLookup(options.lookup ?? dnsLookup, allowed), signal, agent: false }, resolve);
    req.on('error', (error) => reject(signal.aborted && signal.reason instanceof Error ? signal.reason : describeNetworkError(error, url)));
    req.end();
  });
}

/**
 * GET a feed the careful way: only public addresses (checked after DNS
 * resolution, on every redirect, at most 3 redirects), within 10 s and 5 MB,
 * with a User-Agent naming Mitics, and conditionally (ETag, Last-Modified) so
 * an unchanged feed costs a 304.
 */
export async function guardedFetch(address: string, options: GuardedFetchOptions = {}): Promise<FetchResult> {
  const limits = { ...DEFAULT_FETCH_LIMITS, ...options.limits };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new FeedFetchError(`The feed did not answer within ${Number((limits.timeoutMs / 1000).toFixed(1))} seconds`)), limits.timeoutMs);
  try {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new FeedFetchError(`The feed address is not a URL: ${address}`, true);
    }
    for (let redirects = 0; ; redirects += 1) {
      const allowed = options.allowedOrigins?.has(url.origin) ?? false;
      checkUrl(url, allowed);
      const res = await oneHop(url, options, allowed, controller.signal);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && status !== 304) {
        res.resume();
        const location = res.headers.location;
        if (!location) throw new FeedFetchError(`The feed server answered ${status} without saying where the feed moved`);
        if (redirects >= limits.maxRedirects) throw new FeedFetchError(`The feed redirected more than ${limits.maxRedirects} times`);
        try {
          url = new URL(location, url);
        } catch {
          throw new FeedFetchError(`The feed server redirected to an address that is not a URL: ${location}`);
        }
        continue;
      }
      if (status === 304) {
        res.resume();
        return { kind: 'not-modified', url: url.href };
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw new FeedFetchError(`The feed server answered ${status}${res.statusMessage ? ` ${res.statusMessage}` : ''}`);
      }
      const body = await readBody(res, limits.maxBytes, controller.signal);
      const header = (name: string): string | null => {
        const value = res.headers[name];
        return typeof value === 'string' && value.trim() ? value.trim() : null;
      };
      return { kind: 'document', url: url.href, body, contentType: header('content-type'), etag: header('etag'), lastModified: header('last-modified') };
    }
  } catch (error) {
    if (controller.signal.aborted && controller.signal.reason instanceof FeedFetchError) throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
