import { describe, expect, it } from 'vitest';
import { escapeHtml, injectBodyEnd, injectHead, renderTag } from './html.ts';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="The build's own description" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Mitics | Michigan Politics News</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('escaping what goes into the head', () => {
  it('escapes the five characters that matter in HTML text and attributes', () => {
    expect(escapeHtml(`Tom & Jerry's "<b>"`)).toBe('Tom &amp; Jerry&#39;s &quot;&lt;b&gt;&quot;');
  });

  it('renders attributes escaped and refuses a script text that would close its element', () => {
    expect(renderTag({ tag: 'meta', attrs: { property: 'og:title', content: '"><script>x</script>', 'data-seo': '' } })).toBe(
      '<meta property="og:title" content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;" data-seo>',
    );
    expect(() => renderTag({ tag: 'script', attrs: { type: 'application/ld+json' }, text: '{"a":"</script>"}' })).toThrow();
    expect(() => renderTag({ tag: 'meta', attrs: { 'on"load': 'x' } })).toThrow();
  });
});

describe('injecting the head into the app shell', () => {
  it("replaces the shell's title and description and keeps charset, viewport, icon and scripts", () => {
    const html = injectHead(shell, 'Roads $& bridges | Mitics', [{ tag: 'meta', attrs: { name: 'description', content: 'Ours' } }]);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Roads $&amp; bridges | Mitics</title>');
    expect(html).not.toContain("The build's own description");
    expect(html).toContain('<meta name="description" content="Ours">');
    expect(html.indexOf('charset')).toBeLessThan(html.indexOf('<title>'));
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('rel="icon"');
    expect(html).toContain('/assets/index-abc.js');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('adding data at the end of the body', () => {
  it('puts the tags just before the last </body>, keeping $ patterns literal, and leaves the page alone when there are none', () => {
    const tag = { tag: 'script', attrs: { type: 'application/json', id: 'initial-data' }, text: '{"a":"$&"}' } as const;
    const html = injectBodyEnd(shell, [tag]);
    expect(html).toContain('<script type="application/json" id="initial-data">{"a":"$&"}</script>\n  </body>');
    expect(html.indexOf('id="initial-data"')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(injectBodyEnd(shell, [])).toBe(shell);
    expect(() => injectBodyEnd(shell, [{ ...tag, text: '"</script>"' }])).toThrow();
  });
});
