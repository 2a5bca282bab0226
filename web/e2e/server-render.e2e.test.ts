import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The built server renderer (dist-server/entry-server.js, what the BFF loads),
 * called directly: its data budget bounds the waiting for data, never the
 * drawing, so a busy process still draws the page's stories (the CI failure
 * of stop 23: a cold, loaded process drew the home page with skeletons).
 */

type Render = typeof import('../src/entry-server').render;
type Api = Parameters<Render>[1]['api'];

async function renderer(): Promise<Render> {
  const module = (await import(pathToFileURL(join(import.meta.dirname, '../dist-server/entry-server.js')).href)) as { render: Render };
  return module.render;
}

/** Holds the main thread for `ms`, as a busy machine does. */
function hold(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

const emptyList: Api = async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return new Response('[]', { headers: { 'content-type': 'application/json' } });
};

describe('the server renderer', () => {
  it('draws the data that came within its budget, however long the drawing itself took', async () => {
    const render = await renderer();
    // The process is held 300 ms while the page is drawn: three times the budget, which the answers (20 ms) fit in.
    setTimeout(() => hold(300), 0);
    const started = Date.now();
    const page = await render('/careers', { origin: 'http://mitics.test', dataBudgetMs: 100, api: emptyList });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(page.complete).toBe(true);
    expect(page.html).toContain('No Current Openings');
    expect(page.html).not.toContain('Loading open positions');
  });

  it('draws what it has once the data took its whole budget, and says the page is not complete', async () => {
    const render = await renderer();
    const never: Api = () => new Promise<Response>(() => {});
    const started = Date.now();
    const page = await render('/careers', { origin: 'http://mitics.test', dataBudgetMs: 100, api: never });
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(page.complete).toBe(false);
    expect(page.html).toContain('Loading open positions');
  });
});
