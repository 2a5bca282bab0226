import { describe, expect, it } from 'vitest';

import { POPULAR_SEARCHES, searchPath } from './popular-searches';

describe('search page address', () => {
  it('carries the trimmed query as q, encoded', () => {
    expect(searchPath('  Line 5 ')).toBe('/search?q=Line%205');
    expect(searchPath('R&D tax')).toBe('/search?q=R%26D%20tax');
  });

  it('is /search alone for an empty or blank query', () => {
    expect(searchPath('')).toBe('/search');
    expect(searchPath('   ')).toBe('/search');
  });
});

describe('popular searches', () => {
  it('are eight fixed, distinct terms', () => {
    expect(POPULAR_SEARCHES).toHaveLength(8);
    expect(new Set(POPULAR_SEARCHES).size).toBe(8);
  });
});
