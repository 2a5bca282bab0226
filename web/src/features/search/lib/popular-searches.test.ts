import { describe, expect, it } from 'vitest';

import { pageParam, POPULAR_SEARCHES, searchPath } from './popular-searches';

describe('search page address', () => {
  it('carries the trimmed query as q, encoded', () => {
    expect(searchPath('  Line 5 ')).toBe('/search?q=Line%205');
    expect(searchPath('R&D tax')).toBe('/search?q=R%26D%20tax');
  });

  it('is /search alone for an empty or blank query', () => {
    expect(searchPath('')).toBe('/search');
    expect(searchPath('   ')).toBe('/search');
  });

  it('carries the page from 2 on, and leaves page 1 out', () => {
    expect(searchPath('Detroit', 2)).toBe('/search?q=Detroit&page=2');
    expect(searchPath('Detroit', 1)).toBe('/search?q=Detroit');
    expect(searchPath('  ', 3)).toBe('/search');
  });

  it('reads ?page= as a whole number from 1, anything else as page 1', () => {
    expect(pageParam('2')).toBe(2);
    expect([pageParam(null), pageParam('0'), pageParam('-1'), pageParam('1.5'), pageParam('two'), pageParam('999')]).toEqual([1, 1, 1, 1, 1, 1]);
  });
});

describe('popular searches', () => {
  it('are eight fixed, distinct terms', () => {
    expect(POPULAR_SEARCHES).toHaveLength(8);
    expect(new Set(POPULAR_SEARCHES).size).toBe(8);
  });
});
