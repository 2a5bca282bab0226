import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { contentService } from '@mitics/content';
import { startService } from '@mitics/kit';
import { memoryAdapters } from '@mitics/kit/testing';
import { createBff } from '../app.ts';
import { createServiceClient } from '../clients/service-client.ts';
import { unreachable } from '../testing/clients.ts';
import { createPageRender, injectApp, serverRendererFile } from './render.ts';

const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Mitics</title></head><body><div id="root"><!--app--><div>static header</div><!--/app--></div></body></html>';

/** A web build with a server renderer whose behaviour the test picks. */
async function builtWeb(renderer: string): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'mitics-ssr-'));
  const dist = join(root, 'dist');
  await mkdir(dist);
  await mkdir(join(root, 'dist-server'));
  await writeFile(join(dist, 'index.html'), SHELL);
  await writeFile(serverRendererFile(dist), renderer);
  return dist;
}

async function site(renderer: string) {
  const adapters = await memoryAdapters();
  const content = await startService(contentService, adapters);
  const bff = createBff({
    logger: pino({ level: 'silent' }),
    adminApiKey: 'k'.repeat(32),
    services: { content: createServiceClient('content', 'http://content.test', (req) => content.app.fetch(req)), audience: unreachable('audience') },
    webDist: await builtWeb(renderer),
  });
  return { bff, stop: async () => (await content.stop(), await adapters.close()) };
}

describe('server-rendered pages', () => {
  it('puts the rendered app in #root, marked for hydration, with its data under the CSP nonce', async () => {
    // The renderer asks the BFF for the page's data in-process, as the web's queries do.
    const { bff, stop } = await site(`export async function render(url, { api, origin }) {
      const res = await api('/api/articles?limit=2', {});
      const list = await res.json();
      return { html: '<main>' + url + ' from ' + origin + ' with ' + list.length + ' stories</main>', state: { queries: [{ queryKey: ['x'], n: 1 }], mutations: [] } };
    }`);
    try {
      const res = await bff.request('http://mitics.test/federal?page=2');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root" data-ssr=""><main>/federal?page=2 from http://mitics.test with 0 stories</main></div>');
      expect(html).not.toContain('static header');
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      const state = /<script type="application\/json" id="ssr-state" nonce="([^"]+)">([^<]*)<\/script>/.exec(html);
      expect(state?.[1]).toBe(nonce);
      expect(JSON.parse(state?.[2] ?? '{}')).toEqual({ queries: [{ queryKey: ['x'], n: 1 }], mutations: [] });
    } finally {
      await stop();
    }
  });

  it('serves the page for the browser to draw when rendering fails or takes too long', async () => {
    for (const renderer of ['export async function render() { throw new Error("window is not defined"); }', 'export function render() { return new Promise(() => {}); }']) {
      const { bff, stop } = await site(renderer);
      try {
        const res = await bff.request('/federal');
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain('<div id="root"><!--app--><div>static header</div><!--/app--></div>');
        expect(html).not.toContain('data-ssr');
      } finally {
        await stop();
      }
    }
  }, 10_000);

  it('is warmed before the first reader: a cold first drawing past the render bound still finishes, and is not served', async () => {
    const counter = '__miticsTestWarmRenders';
    (globalThis as Record<string, unknown>)[counter] = 0;
    // The first drawing is slow (a cold process), past the 1.5 s bound a reader's render has; later ones are quick.
    const { bff, stop } = await site(`export async function render(url) {
      const n = ++globalThis.${counter};
      if (n === 1) await new Promise((r) => setTimeout(r, 1700));
      return { html: '<main>drawing ' + n + ' of ' + url + '</main>', state: { queries: [], mutations: [] }, complete: true };
    }`);
    try {
      await bff.warm();
      expect((globalThis as Record<string, unknown>)[counter]).toBe(1);
      // The reader's page is a drawing of its own, not the warm-up's.
      expect(await (await bff.request('/')).text()).toContain('<div id="root" data-ssr=""><main>drawing 2 of /</main></div>');
    } finally {
      await stop();
      delete (globalThis as Record<string, unknown>)[counter];
    }
  });

  it('gives up warming a renderer that never finishes, so the BFF still starts', async () => {
    const file = serverRendererFile(await builtWeb('export function render() { return new Promise(() => {}); }'));
    const drawn = createPageRender({ file, api: () => Promise.resolve(new Response('[]')), logger: pino({ level: 'silent' }), warmTimeoutMs: 200 });
    const started = Date.now();
    await drawn?.warm('/', 'http://mitics.test');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('starts even when the warm-up drawing fails', async () => {
    const { bff, stop } = await site('export async function render() { throw new Error("window is not defined"); }');
    try {
      await expect(bff.warm()).resolves.toBeUndefined();
      expect(await (await bff.request('/')).text()).toContain('static header');
    } finally {
      await stop();
    }
  });

  it('never renders staff screens on the server', async () => {
    const { bff, stop } = await site(`export async function render() { return { html: '<p>drawn</p>', state: { queries: [], mutations: [] } }; }`);
    try {
      expect(await (await bff.request('/adminpanel')).text()).not.toContain('data-ssr');
      expect(await (await bff.request('/')).text()).toContain('<p>drawn</p>');
    } finally {
      await stop();
    }
  });

  it('draws a page once and serves it again until an article is published, which is on the very next page read', async () => {
    // The renderer counts its drawings on globalThis (the module is loaded by the BFF, not by this test).
    const counter = '__miticsTestRenders';
    (globalThis as Record<string, unknown>)[counter] = 0;
    const { bff, stop } = await site(`export async function render(url, { api }) {
      globalThis.${counter}++;
      const list = await (await api('/api/articles?limit=5', {})).json();
      return { html: '<main>' + list.map((a) => a.title).join(', ') + '</main>', state: { queries: [], mutations: [] }, complete: true };
    }`);
    const renders = () => (globalThis as Record<string, unknown>)[counter];
    try {
      expect(await (await bff.request('/')).text()).toContain('<div id="root" data-ssr=""><main></main></div>');
      expect(await (await bff.request('/')).text()).toContain('<main></main>');
      expect(renders()).toBe(1);
      // Each response still carries a nonce of its own.
      const nonces = await Promise.all([bff.request('/'), bff.request('/')].map(async (res) => /id="ssr-state" nonce="([^"]+)"/.exec(await (await res).text())?.[1]));
      expect(nonces[0]).toBeTruthy();
      expect(nonces[0]).not.toBe(nonces[1]);
      expect(renders()).toBe(1);

      const published = await bff.request('/api/articles', {
        method: 'POST',
        headers: { authorization: `Bearer ${'k'.repeat(32)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Budget deal reached', excerpt: 'E', content: 'Body.', author: 'Desk', category: 'michigan-politics' }),
      });
      expect(published.status).toBe(201);
      expect(await (await bff.request('/')).text()).toContain('<main>Budget deal reached</main>');
      expect(renders()).toBe(2);
    } finally {
      await stop();
      delete (globalThis as Record<string, unknown>)[counter];
    }
  });

  it('draws again, every time, a page whose data was not all there', async () => {
    const counter = '__miticsTestPartialRenders';
    (globalThis as Record<string, unknown>)[counter] = 0;
    const { bff, stop } = await site(`export async function render() {
      globalThis.${counter}++;
      return { html: '<main>part</main>', state: { queries: [], mutations: [] }, complete: false };
    }`);
    try {
      for (let i = 0; i < 3; i++) expect(await (await bff.request('/federal')).text()).toContain('<main>part</main>');
      expect((globalThis as Record<string, unknown>)[counter]).toBe(3);
    } finally {
      await stop();
      delete (globalThis as Record<string, unknown>)[counter];
    }
  });

  it('keeps "$" in the markup literal', () => {
    expect(injectApp(SHELL, '<p>$& $1 cost</p>')).toContain('<div id="root" data-ssr=""><p>$& $1 cost</p></div>');
  });
});
