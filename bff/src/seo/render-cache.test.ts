import { describe, expect, it } from 'vitest';
import type { RenderedPage } from './render.ts';
import { cachedPageRender, changesReaderPages } from './render-cache.ts';

/** A renderer that counts its drawings and draws what `content` says when it finishes; `hold` keeps the next drawing open until `finish`. */
function counting(content: { text: string; complete?: boolean; fail?: boolean }) {
  const calls: string[] = [];
  let holding = false;
  const waiting: (() => void)[] = [];
  const render = async (url: string, origin: string): Promise<RenderedPage | null> => {
    calls.push(`${origin} ${url}`);
    if (holding) await new Promise<void>((resolve) => waiting.push(resolve));
    if (content.fail) return null;
    return { html: `<main>${url}: ${content.text}</main>`, state: { queries: [] }, ...(content.complete === undefined ? {} : { complete: content.complete }) };
  };
  return {
    render,
    calls,
    hold: () => {
      holding = true;
    },
    finish: () => {
      holding = false;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const content = { text: 'first' } as { text: string; complete?: boolean; fail?: boolean };
  const renderer = counting(content);
  let generation = 0;
  let clock = 1_000;
  const render = cachedPageRender(renderer.render, { generation: () => generation, now: () => clock, ...options });
  return {
    content,
    renderer,
    render,
    invalidate: () => generation++,
    tick: (ms: number) => (clock += ms),
  };
}

const html = async (page: Promise<RenderedPage | null>) => (await page)?.html;

describe('kept server-drawn pages', () => {
  it('draws a page once per address and origin, and serves it again from memory', async () => {
    const { render, renderer } = setup();
    expect(await html(render('/', 'http://a.test'))).toBe('<main>/: first</main>');
    expect(await html(render('/', 'http://a.test'))).toBe('<main>/: first</main>');
    expect(await html(render('/federal', 'http://a.test'))).toBe('<main>/federal: first</main>');
    expect(await html(render('/', 'http://b.test'))).toBe('<main>/: first</main>');
    expect(renderer.calls).toEqual(['http://a.test /', 'http://a.test /federal', 'http://b.test /']);
  });

  it('draws again on the very next read once anything was invalidated', async () => {
    const { render, renderer, content, invalidate } = setup();
    await render('/', 'o');
    content.text = 'published';
    invalidate();
    expect(await html(render('/', 'o'))).toBe('<main>/: published</main>');
    expect(renderer.calls).toHaveLength(2);
  });

  it('keeps a page for its lifetime at most', async () => {
    const { render, renderer, content, tick } = setup({ ttlMs: 15_000 });
    await render('/', 'o');
    tick(14_999);
    content.text = 'later';
    expect(await html(render('/', 'o'))).toBe('<main>/: first</main>');
    tick(1);
    expect(await html(render('/', 'o'))).toBe('<main>/: later</main>');
    expect(renderer.calls).toHaveLength(2);
  });

  it('shares one drawing among readers asking while it runs', async () => {
    const { render, renderer } = setup();
    renderer.hold();
    const pages = [render('/', 'o'), render('/', 'o'), render('/', 'o')];
    renderer.finish();
    expect(await Promise.all(pages.map(html))).toEqual(Array(3).fill('<main>/: first</main>'));
    expect(renderer.calls).toHaveLength(1);
  });

  it('does not keep a drawing an invalidation overtook, nor share it with readers who came after the invalidation', async () => {
    const { render, renderer, content, invalidate } = setup();
    renderer.hold();
    const before = render('/', 'o');
    // The article is published while the page is being drawn from the old data.
    invalidate();
    const after = render('/', 'o');
    expect(renderer.calls).toHaveLength(2);
    content.text = 'published';
    renderer.finish();
    await Promise.all([before, after]);
    expect(await html(render('/', 'o'))).toBe('<main>/: published</main>');
    expect(renderer.calls).toHaveLength(2);
  });

  it('never keeps a failed render, nor a page drawn without some of its data', async () => {
    const { render, renderer, content } = setup();
    content.fail = true;
    expect(await render('/', 'o')).toBeNull();
    content.fail = false;
    content.complete = false;
    expect(await html(render('/', 'o'))).toBe('<main>/: first</main>');
    content.complete = true;
    await render('/', 'o');
    await render('/', 'o');
    expect(renderer.calls).toHaveLength(3);
  });

  it('keeps at most maxEntries pages, dropping the least recently read', async () => {
    const { render, renderer } = setup({ maxEntries: 2 });
    await render('/a', 'o');
    await render('/b', 'o');
    await render('/a', 'o');
    await render('/c', 'o');
    expect(renderer.calls).toEqual(['o /a', 'o /b', 'o /c']);
    // /b was dropped; /a and /c are still kept.
    await render('/a', 'o');
    await render('/c', 'o');
    await render('/b', 'o');
    expect(renderer.calls).toEqual(['o /a', 'o /b', 'o /c', 'o /b']);
  });
});

describe('writes that change a reader page beyond the content reads', () => {
  it('are job posts and podcast imports, not reader traffic nor reads', () => {
    for (const [method, path] of [
      ['POST', '/api/jobs'],
      ['PUT', '/api/jobs/j1'],
      ['DELETE', '/api/jobs/j1'],
      ['POST', '/api/admin/podcasts/import'],
    ] as const)
      expect(changesReaderPages(method, path), `${method} ${path}`).toBe(true);
    for (const [method, path] of [
      ['GET', '/api/jobs'],
      ['POST', '/api/analytics/track'],
      ['POST', '/api/newsletter/subscribe'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/contact'],
      ['POST', '/api/jobsearch'],
    ] as const)
      expect(changesReaderPages(method, path), `${method} ${path}`).toBe(false);
  });
});
