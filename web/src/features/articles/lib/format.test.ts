import { describe, expect, it } from 'vitest';

import { formatArticleTime, formatLongDate, prettifyCategory } from './format';

describe('article dates', () => {
  it('shows card times as h:mm a', () => {
    // No offset: read as local time, so the test holds in any time zone.
    expect(formatArticleTime('2026-11-21T15:05:00-05:00')).toBe('3:05 PM');
    expect(formatArticleTime('2026-11-21T09:30:00-05:00')).toBe('9:30 AM');
  });

  it('shows the long date on the article page', () => {
    expect(formatLongDate('2026-11-21T15:05:00')).toBe('November 21, 2026');
  });

  it("falls back to 'Recent' when the date is missing or unreadable", () => {
    expect(formatArticleTime(null)).toBe('Recent');
    expect(formatLongDate('not a date')).toBe('Recent');
  });
});

describe('prettifyCategory', () => {
  it('shows hyphens as spaces, words capitalised', () => {
    expect(prettifyCategory('michigan-politics')).toBe('Michigan Politics');
    expect(prettifyCategory('breaking')).toBe('Breaking');
  });
});
