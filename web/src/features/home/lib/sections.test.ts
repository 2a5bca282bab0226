import { describe, expect, it } from 'vitest';

import { categoryLabel, gridArticles, moreHeadlines, topTiles } from './sections';
import { testArticle } from './test-articles';

const latest = Array.from({ length: 15 }, (_, index) => testArticle({ id: String(index + 1) }));

describe('home sections', () => {
  it('fills the grid with articles 2 to 10 of the list', () => {
    expect(gridArticles(latest).map((article) => article.id)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(gridArticles(latest.slice(0, 3)).map((article) => article.id)).toEqual(['2', '3']);
    expect(gridArticles(undefined)).toEqual([]);
  });

  it("lists five 'More Headlines', leaving out the lead", () => {
    expect(moreHeadlines(latest, '2').map((article) => article.id)).toEqual(['1', '3', '4', '5', '6']);
    expect(moreHeadlines(latest, null).map((article) => article.id)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('tiles the next stories not already in the hero', () => {
    expect(topTiles(latest, ['1', '2', '3']).map((article) => article.id)).toEqual(['4', '5', '6', '7']);
  });
});

describe('category label', () => {
  it('shows hyphens as spaces', () => {
    expect(categoryLabel('michigan-politics')).toBe('michigan politics');
    expect(categoryLabel('campaign-finance')).toBe('campaign finance');
    expect(categoryLabel('federal')).toBe('federal');
  });

  it("falls back to 'politics' when missing", () => {
    expect(categoryLabel(null)).toBe('politics');
    expect(categoryLabel('')).toBe('politics');
  });
});
