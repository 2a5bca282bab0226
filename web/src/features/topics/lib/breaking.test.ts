import { describe, expect, it } from 'vitest';

import { breakingNews, isBreakingNews } from './breaking';

const NOW = Date.UTC(2026, 10, 21, 18);
const HOUR = 60 * 60 * 1000;

function story(overrides: Partial<Parameters<typeof isBreakingNews>[0]> & { title: string }) {
  return {
    isBreaking: false,
    category: 'politics' as const,
    publishedAt: new Date(NOW - HOUR).toISOString(),
    ...overrides,
  };
}

describe('breaking news filter', () => {
  it('keeps articles flagged breaking, whatever their age', () => {
    expect(isBreakingNews(story({ title: 'Quiet day', isBreaking: true, publishedAt: '2020-01-01T00:00:00Z' }), NOW)).toBe(true);
  });

  it("keeps the 'breaking' category", () => {
    expect(isBreakingNews(story({ title: 'Quiet day', category: 'breaking' }), NOW)).toBe(true);
  });

  it.each(['BREAKING: Senate adjourns', 'Urgent: polls', 'Just in from Lansing', 'Developing story', 'Federal judge halts rule', 'Court rules on maps', 'House passes budget', 'Governor announces plan', 'Emergency session called'])(
    'keeps a recent story titled %j',
    (title) => {
      expect(isBreakingNews(story({ title }), NOW)).toBe(true);
    },
  );

  it('drops a story with a breaking word once it is older than 24 hours', () => {
    expect(isBreakingNews(story({ title: 'House passes budget', publishedAt: new Date(NOW - 24 * HOUR).toISOString() }), NOW)).toBe(true);
    expect(isBreakingNews(story({ title: 'House passes budget', publishedAt: new Date(NOW - 25 * HOUR).toISOString() }), NOW)).toBe(false);
  });

  it('drops a recent story without a breaking word, and an undated one', () => {
    expect(isBreakingNews(story({ title: 'A look at the road plan' }), NOW)).toBe(false);
    expect(isBreakingNews(story({ title: 'House passes budget', publishedAt: null }), NOW)).toBe(false);
  });

  it('lists the kept stories newest first', () => {
    const list = [
      story({ title: 'Old flagged', isBreaking: true, publishedAt: new Date(NOW - 40 * HOUR).toISOString() }),
      story({ title: 'Nothing to see', publishedAt: new Date(NOW - 2 * HOUR).toISOString() }),
      story({ title: 'Senate passes bill', publishedAt: new Date(NOW - 3 * HOUR).toISOString() }),
      story({ title: 'Newest', category: 'breaking', publishedAt: new Date(NOW - HOUR).toISOString() }),
    ];
    expect(breakingNews(list, NOW).map((article) => article.title)).toEqual(['Newest', 'Senate passes bill', 'Old flagged']);
  });
});
