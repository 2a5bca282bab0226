import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFeedServer, type FakeFeedServer } from '../../testing/fake-feed-server.ts';
import { FEED_USER_AGENT, FeedFetchError, guardedFetch } from './guarded-fetch.ts';

let feeds: FakeFeedServer;
/** A second local server that must never be reached: what a redirect to loopback points at. */
let forbidden: FakeFeedServer;
let allowed: Set<string>;

beforeAll(async () => {
  [feeds, forbidden] = await Promise.all([startFakeFeedServer(), startFakeFeedServer()]);
  allowed = new Set([feeds.origin]);
  forbidden.route('/secret', { kind: 'text', body: '<rss version="2.0"><channel><title>internal</title></channel></rss>' });
  feeds.route('/ok.rss', { kind: 'text', body: '<rss version="2.0"><channel><title>ok</title></channel></rss>', contentType: 'application/rss+xml', etag: '"v1"' });
});

afterAll(async () => {
  await Promise.all([feeds?.close(), forbidden?.close()]);
});

/** The refusal a fetch ends in; fails the test when the fetch succeeds or fails otherwise. */
async function refusal(url: string, options: Parameters<typeof guardedFetch>[1] = {}): Promise<FeedFetchError> {
  const error = await guardedFetch(url, { allowedOrigins: allowed, ...options }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FeedFetchError);
  return error as FeedFetchError;
}

/** A DNS answer chosen by the test, so a public-looking name can resolve to a private address. */
const resolvesTo =
  (address: string, family: 4 | 6 = 4) =>
  ((_host: string, _options: unknown, callback: (error: null, addresses: LookupAddress[]) => void) => callback(null, [{ address, family }])) as never;

describe('refused addresses (SSRF)', () => {
  it.each([
    ['loopback', 'http://127.0.0.1:1/feed.rss', 'loopback'],
    ['another loopback address', 'http://127.8.9.10/feed.rss', 'loopback'],
    ['localhost by name', 'http://localhost:1/feed.rss', 'loopback'],
    ['10.x', 'http://10.1.2.3/feed.rss', 'private network'],
    ['192.168.x', 'http://192.168.0.10/feed.rss', 'private network'],
    ['172.16.x', 'http://172.20.0.1/feed.rss', 'private network'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/', 'link-local or cloud metadata'],
    ['the IPv6 loopback literal', 'http://[::1]:1/feed.rss', 'loopback'],
    ['an IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]:1/feed.rss', 'loopback'],
    ['an IPv6 unique-local address', 'http://[fd00:ec2::254]/feed.rss', 'private network'],
    ['0.0.0.0', 'http://0.0.0.0:1/feed.rss', 'this network'],
  ])('refuses %s before connecting', async (_name, url, why) => {
    const error = await refusal(url);
    expect(error.refused).toBe(true);
    expect(error.message).toContain(why);
  });

  it('refuses a public-looking name that resolves to a private address (checked after DNS)', async () => {
    const error = await refusal('http://feeds.example.com/news.rss', { lookup: resolvesTo('10.0.0.7') });
    expect(error.refused).toBe(true);
    expect(error.message).toBe('The feed address is not allowed: feeds.example.com resolves to 10.0.0.7 is a private network address, which Mitics never fetches');
  });

  it('refuses a name that resolves to the metadata address or to IPv6 loopback', async () => {
    expect((await refusal('http://metadata.example/', { lookup: resolvesTo('169.254.169.254') })).message).toContain('cloud metadata');
    expect((await refusal('http://six.example/', { lookup: resolvesTo('::1', 6) })).message).toContain('loopback');
  });

  it('refuses a redirect to loopback, and the loopback server never sees a request', async () => {
    feeds.route('/moved', { kind: 'redirect', location: forbidden.url('/secret') });
    const error = await refusal(feeds.url('/moved'));
    expect(error.refused).toBe(true);
    expect(error.message).toContain('127.0.0.1 is a loopback address');
    expect(forbidden.requests).toHaveLength(0);
  });

  it('refuses a redirect to the metadata address', async () => {
    feeds.route('/to-metadata', { kind: 'redirect', location: 'http://169.254.169.254/latest/meta-data/iam', status: 301 });
    expect((await refusal(feeds.url('/to-metadata'))).message).toContain('169.254.169.254');
  });

  it('refuses other schemes and credentials in the address', async () => {
    expect((await refusal('file:///etc/passwd')).message).toContain('must use http or https');
    expect((await refusal('http://user:secret@feeds.example.com/x')).message).toContain('user name or password');
  });

  it('lets a local server through only when its exact origin is allowed', async () => {
    const error = await refusal(feeds.url('/ok.rss'), { allowedOrigins: new Set() });
    expect(error.message).toContain('loopback');
    const fetched = await guardedFetch(feeds.url('/ok.rss'), { allowedOrigins: allowed });
    expect(fetched.kind).toBe('document');
  });
});

describe('limits', () => {
  it('follows up to 3 redirects and refuses a 4th', async () => {
    feeds.route('/r1', { kind: 'redirect', location: '/r2' });
    feeds.route('/r2', { kind: 'redirect', location: '/r3' });
    feeds.route('/r3', { kind: 'redirect', location: '/ok.rss' });
    const followed = await guardedFetch(feeds.url('/r1'), { allowedOrigins: allowed });
    expect(followed).toMatchObject({ kind: 'document', url: feeds.url('/ok.rss') });
    feeds.route('/r0', { kind: 'redirect', location: '/r1' });
    expect((await refusal(feeds.url('/r0'))).message).toBe('The feed redirected more than 3 times');
  });

  it('refuses a body over 5 MB', async () => {
    feeds.route('/huge', { kind: 'stream', bytes: 6 * 1024 * 1024 });
    expect((await refusal(feeds.url('/huge'))).message).toContain('larger than 5 MB');
  });

  it('gives up after the time limit', async () => {
    feeds.route('/slow', { kind: 'hang' });
    const started = Date.now();
    const error = await refusal(feeds.url('/slow'), { limits: { timeoutMs: 300 } });
    expect(error.message).toBe('The feed did not answer within 0.3 seconds');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reports an error status in words', async () => {
    feeds.route('/gone', { kind: 'status', status: 410 });
    expect((await refusal(feeds.url('/gone'))).message).toBe('The feed server answered 410 Gone');
  });
});

describe('manners', () => {
  it('names Mitics in its User-Agent and asks for feeds and compression', async () => {
    await guardedFetch(feeds.url('/ok.rss'), { allowedOrigins: allowed });
    const request = feeds.requests.filter((r) => r.path === '/ok.rss').at(-1);
    expect(request?.headers['user-agent']).toBe(FEED_USER_AGENT);
    expect(FEED_USER_AGENT).toMatch(/Mitics/);
    expect(request?.headers.accept).toContain('application/rss+xml');
    expect(request?.headers['accept-encoding']).toContain('gzip');
  });

  it('makes a conditional GET with the ETag and Last-Modified it was given, and reads 304 as not modified', async () => {
    const first = await guardedFetch(feeds.url('/ok.rss'), { allowedOrigins: allowed });
    expect(first).toMatchObject({ kind: 'document', etag: '"v1"' });
    const second = await guardedFetch(feeds.url('/ok.rss'), { allowedOrigins: allowed, etag: '"v1"', lastModified: 'Wed, 21 Oct 2026 07:28:00 GMT' });
    expect(second.kind).toBe('not-modified');
    const request = feeds.requests.filter((r) => r.path === '/ok.rss').at(-1);
    expect(request?.headers['if-none-match']).toBe('"v1"');
    expect(request?.headers['if-modified-since']).toBe('Wed, 21 Oct 2026 07:28:00 GMT');
  });

  it('decompresses a gzip body', async () => {
    feeds.route('/zipped.rss', { kind: 'file', file: new URL(import.meta.url).pathname.replace(/guarded-fetch\.test\.ts$/, 'address-guard.ts'), gzip: true });
    const fetched = await guardedFetch(feeds.url('/zipped.rss'), { allowedOrigins: allowed });
    expect(fetched.kind === 'document' && new TextDecoder().decode(fetched.body)).toContain('refusedBecause');
  });
});
