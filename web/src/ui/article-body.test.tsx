import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ArticleBody } from './article-body';

// Tell React this is a test environment so act() works without warnings.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function render(content: string, leadImageUrl?: string, highlightBreaking?: boolean) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<ArticleBody content={content} leadImageUrl={leadImageUrl} highlightBreaking={highlightBreaking} />));
  return container;
}

describe('ArticleBody', () => {
  it('renders headings, quotes, emphasis, images and paragraphs as elements', () => {
    const view = render(
      [
        '## What passed',
        '### Senate',
        '> It is a good day for Michigan.',
        'The **House** voted *late* on Tuesday.',
        '![The Capitol](https://img.example/capitol.jpg)',
      ].join('\n'),
    );
    expect(view.querySelector('h2')?.textContent).toBe('What passed');
    expect(view.querySelector('h3')?.textContent).toBe('Senate');
    expect(view.querySelector('blockquote')?.textContent).toBe('It is a good day for Michigan.');
    expect(view.querySelector('p strong')?.textContent).toBe('House');
    expect(view.querySelector('p em')?.textContent).toBe('late');
    const image = view.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://img.example/capitol.jpg');
    expect(image?.getAttribute('alt')).toBe('The Capitol');
  });

  it('shows link text without a link', () => {
    const view = render('See [the bill](https://legislature.mi.gov/hb4001) for details.');
    expect(view.querySelector('a')).toBeNull();
    expect(view.textContent).toBe('See the bill for details.');
  });

  it('renders markup in the text as text, never as elements', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const view = render('<script>alert(1)</script>\n<img src=x onerror="alert(2)">\n**<b>bold</b>**');

    expect(view.querySelector('script')).toBeNull();
    expect(view.querySelector('img')).toBeNull();
    expect(view.querySelector('b')).toBeNull();
    const paragraphs = [...view.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['<script>alert(1)</script>', '<img src=x onerror="alert(2)">', '<b>bold</b>']);
    expect(alert).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('leaves out the lead image when the body repeats it', () => {
    const view = render('![Lead](https://img.example/lead.jpg)\nText.', 'https://img.example/lead.jpg');
    expect(view.querySelector('img')).toBeNull();
    expect(view.textContent).toBe('Text.');
  });

  it('renders a pipe table with column headers', () => {
    const view = render('| Chamber | Yes |\n| --- | --- |\n| Senate | 20 |');
    expect([...view.querySelectorAll('th[scope="col"]')].map((th) => th.textContent)).toEqual(['Chamber', 'Yes']);
    expect([...view.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual(['Senate', '20']);
  });

  it('boxes breaking lines only when asked', () => {
    const line = '🚨 **BREAKING:** The Senate adjourned.';
    expect(render(line, undefined, true).querySelector('[data-breaking] strong')?.textContent).toBe('BREAKING:');
    act(() => root?.unmount());
    expect(render(line).querySelector('[data-breaking]')).toBeNull();
  });
});
