import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Article } from '@mitics/contracts';
import { contentService } from '@mitics/content';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { createBff } from '../app.ts';
import { createServiceClient } from '../clients/service-client.ts';
import { unreachable } from '../testing/clients.ts';

const KEY = 'test-admin-key-0123456789abcdef';
const logger = pino({ level: 'silent' });

let adapters: MemoryAdapters;
let content: StartedService;
let webDist: string;
let article: Article;

const site = (options: { publicOrigin?: string; trustProxy?: number; imageHosts?: string[] } = {}) =>
  createBff({
    logger,
    adminApiKey: KEY,
    services: { content: createServiceClient('content', 'http://content.test', (req) => content.app.fetch(req)), audience: unreachable('audience') },
    webDist,
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
    trustProxy: options.trustProxy ?? 0,
    contentSecurity: options.imageHosts ? { imageHosts: options.imageHosts } : {},
  });

beforeAll(async () => {
  adapters = await memoryAdapters();
  content = await startService(contentService, adapters);
  webDist = await mkdtemp(join(tmpdir(), 'mitics-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Mitics</title></head><body><div id="root"></div></body></html>');
  await writeFile(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app");'.repeat(50));
  const res = await site().request('/api/articles', {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Whitmer signs the budget', excerpt: 'E', content: 'Body.', author: 'Staff', category: 'michigan-politics' }),
  });
  article = (await res.json()) as Article;
});

afterAll(async () => {
  await content.stop();
  await adapters.close();
});

/** `noInlineAtAll`: an answer kept by the read cache is never a page, so its policy allows no inline script, nonce or not. */
function expectSecure(res: Response, what: string, noInlineAtAll = false): string {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp, `${what}: CSP`).toContain("default-src 'self'");
  if (noInlineAtAll) expect(csp, `${what}: no inline script`).toMatch(/script-src 'self'(;|$)/);
  else expect(csp, `${what}: no inline script without the nonce`).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'(;|$)/);
  expect(csp, `${what}: no eval`).not.toContain('unsafe-eval');
  expect(csp, `${what}: framing`).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(res.headers.get('x-content-type-options'), `${what}: nosniff`).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), `${what}: referrer`).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  return csp;
}

describe('security headers on every answer', () => {
  it('on the HTML shell, an asset, the API, /health, feeds, a 404 and an API error', async () => {
    const bff = site();
    const answers: Array<[string, Response]> = [
      ['/', await bff.request('/')],
      ['/article', await bff.request(`/article/${article.slug}`)],
      ['asset', await bff.request('/assets/index-abc123.js')],
      ['/api/articles', await bff.request('/api/articles?limit=5')],
      ['/health', await bff.request('/health')],
      ['/rss.xml', await bff.request('/rss.xml')],
      ['missing asset', await bff.request('/assets/missing.js')],
      ['unknown API', await bff.request('/api/nothing-here')],
      ['bad body', await bff.request('/api/newsletter/subscribe', { method: 'POST', body: '{' })],
      ['malformed path', await bff.request('/article/%E0%A4%A')],
    ];
    for (const [what, res] of answers) expectSecure(res, what, what === '/api/articles');
    expect(answers[2]?.[1].status).toBe(200);
    expect(answers[9]?.[1].status).toBe(400);
  });

  it('gives the inline data blocks of the page the nonce of its own policy, and a new one per answer', async () => {
    const bff = site();
    const first = await bff.request(`/article/${article.slug}`);
    const html = await first.text();
    const nonce = /'nonce-([^']+)'/.exec(expectSecure(first, 'article'))?.[1] ?? '';
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
    const inline = scripts.filter((attrs) => !/\bsrc=/.test(attrs));
    expect(inline.length).toBeGreaterThanOrEqual(2);
    for (const attrs of inline) {
      expect(attrs).toContain(`nonce="${nonce}"`);
      expect(attrs).toMatch(/type="application\/(ld\+)?json"/);
    }
    const again = /'nonce-([^']+)'/.exec((await bff.request(`/article/${article.slug}`)).headers.get('content-security-policy') ?? '')?.[1];
    expect(again).not.toBe(nonce);
  });

  it('allows images from the configured hosts only', async () => {
    const csp = expectSecure(await site({ imageHosts: ['https://images.example.com'] }).request('/'), '/');
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/images\.example\.com(;|$)/);
    const defaults = expectSecure(await site().request('/'), '/');
    expect(defaults).toContain('https://www.house.mi.gov');
  });

  it('sends HSTS only when readers come over https', async () => {
    expect((await site().request('/')).headers.get('strict-transport-security')).toBeNull();
    expect((await site({ publicOrigin: 'https://mitics.example' }).request('/')).headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    const forwarded = await site({ trustProxy: 1 }).request('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forwarded.headers.get('strict-transport-security')).toMatch(/max-age=/);
    // Without a trusted proxy, a client's own X-Forwarded-Proto means nothing.
    expect((await site().request('/', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
  });
});
