import { describe, expect, it } from 'vitest';
import { plainText, sanitizeFeedHtml } from './sanitize.ts';
import { isBreakingItem } from './to-article.ts';

describe('sanitizeFeedHtml', () => {
  it('keeps paragraphs, headings, quotes, emphasis and http(s) images as the article text format', () => {
    const html = '<h1>Budget</h1><p>The <strong>House</strong> voted <em>late</em>.</p><blockquote><p>It passed.</p></blockquote><h4>Next</h4><img src="/pic.jpg" alt="Dome">';
    expect(sanitizeFeedHtml(html, 'https://news.example/story')).toBe('## Budget\n\nThe **House** voted *late*.\n\n> It passed.\n\n### Next\n\n![Dome](https://news.example/pic.jpg)');
  });
  it('drops scripts, styles, frames, forms and handlers, and keeps only a link\'s text', () => {
    const html = '<p onmouseover="x()">Read <a href="javascript:alert(1)">this</a></p><script>alert(1)</script><style>p{}</style><iframe src="https://e.example"></iframe><form><input value="x"></form>';
    expect(sanitizeFeedHtml(html)).toBe('Read this');
  });
  it('refuses images that are not http(s)', () => {
    expect(sanitizeFeedHtml('<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA"><p>ok</p>')).toBe('ok');
  });
  it('turns list items into lines and decodes entities', () => {
    expect(sanitizeFeedHtml('<ul><li>Roads &amp; bridges</li><li>Schools&nbsp;first</li></ul>')).toBe('• Roads & bridges\n\n• Schools first');
  });
  it('gives plain text for titles and excerpts', () => {
    expect(plainText('<p>Senate <b>passes</b><br>budget &amp; more</p>')).toBe('Senate passes budget & more');
  });
});

describe('breaking detection (reader §5 applied to RSS)', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it('marks a title with a breaking term from the last 24 hours', () => {
    expect(isBreakingItem('Court rules on district maps', [], '2026-11-20T08:00:00.000Z', now)).toBe(true);
    expect(isBreakingItem('JUST IN: Governor signs budget', [], null, now)).toBe(true);
  });
  it('leaves older stories and ordinary titles alone', () => {
    expect(isBreakingItem('Court rules on district maps', [], '2026-11-18T08:00:00.000Z', now)).toBe(false);
    expect(isBreakingItem('Council meets Tuesday', [], '2026-11-20T08:00:00.000Z', now)).toBe(false);
  });
  it('trusts a breaking category whatever the date', () => {
    expect(isBreakingItem('Storm closes bridge', ['Breaking News'], '2026-01-01T00:00:00.000Z', now)).toBe(true);
  });
});
