import { describe, expect, it } from 'vitest';

import { carouselArticles, wrapIndex } from './carousel';

describe('carousel index', () => {
  it('moves forward and back', () => {
    expect(wrapIndex(0, 1, 6)).toBe(1);
    expect(wrapIndex(3, -1, 6)).toBe(2);
  });

  it('wraps from the last to the first and from the first to the last', () => {
    expect(wrapIndex(5, 1, 6)).toBe(0);
    expect(wrapIndex(0, -1, 6)).toBe(5);
  });

  it('stays put with one item and is 0 with none', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('carousel articles', () => {
  const list = Array.from({ length: 8 }, (_, index) => ({ slug: `story-${index}` }));

  it('leaves out the article being read and keeps six', () => {
    const shown = carouselArticles(list, 'story-1');
    expect(shown.map((article) => article.slug)).toEqual(['story-0', 'story-2', 'story-3', 'story-4', 'story-5', 'story-6']);
  });

  it('keeps fewer when there are fewer', () => {
    expect(carouselArticles(list.slice(0, 3), 'story-0')).toHaveLength(2);
  });
});
