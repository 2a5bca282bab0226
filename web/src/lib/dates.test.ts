import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatClock, formatLongDate, formatLongDay, parseDate } from './dates';

describe('shell dates', () => {
  it('match the date-fns formats the spec names', () => {
    for (const iso of ['2026-11-22T00:05:00', '2026-01-03T12:00:00', '2025-07-04T23:59:00']) {
      const d = new Date(iso);
      expect(formatLongDay(d)).toBe(format(d, 'EEEE, MMMM d, yyyy'));
      expect(formatClock(d)).toBe(format(d, 'h:mm a'));
      expect(formatLongDate(d)).toBe(format(d, 'MMMM d, yyyy'));
    }
  });
  it('parses ISO date-times, and bare dates as local midnight', () => {
    expect(parseDate('2026-11-21T10:00:00.000Z')?.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(parseDate('2026-11-21')?.getDate()).toBe(21);
    expect(parseDate('garbage')).toBeNull();
    expect(parseDate(null)).toBeNull();
  });
  it('gives no time for an invalid date', () => {
    expect(formatClock(new Date('nope'))).toBeNull();
  });
});
