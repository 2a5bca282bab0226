import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatClock, formatLongDate, formatLongDay, parseDate, SITE_TIME_ZONE } from './dates';

describe('shell dates', () => {
  it('match the date-fns formats the spec names, as read in Lansing', () => {
    // A machine in Lansing's zone formats like date-fns; any other machine (a server in UTC) the same.
    for (const iso of ['2026-11-22T00:05:00-05:00', '2026-01-03T12:00:00-05:00', '2025-07-04T23:59:00-04:00']) {
      const d = new Date(iso);
      const lansing = new Date(iso.slice(0, 19));
      if (Intl.DateTimeFormat().resolvedOptions().timeZone === SITE_TIME_ZONE) {
        expect(formatLongDay(d)).toBe(format(lansing, 'EEEE, MMMM d, yyyy'));
        expect(formatClock(d)).toBe(format(lansing, 'h:mm a'));
      }
    }
    expect(formatLongDay(new Date('2026-11-22T00:05:00-05:00'))).toBe('Sunday, November 22, 2026');
    expect(formatClock(new Date('2026-11-22T00:05:00-05:00'))).toBe('12:05 AM');
    expect(formatLongDate(new Date('2025-07-04T23:59:00-04:00'))).toBe('July 4, 2025');
    // 04:30 UTC is still the evening before in Lansing.
    expect(formatLongDay(new Date('2026-11-22T04:30:00Z'))).toBe('Saturday, November 21, 2026');
  });
  it('parses ISO date-times, and bare dates as that calendar day', () => {
    expect(parseDate('2026-11-21T10:00:00.000Z')?.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(parseDate('2026-11-21')?.getUTCDate()).toBe(21);
    expect(formatLongDate(parseDate('2026-11-21') ?? new Date(NaN))).toBe('November 21, 2026');
    expect(parseDate('garbage')).toBeNull();
    expect(parseDate(null)).toBeNull();
  });
  it('gives no time for an invalid date', () => {
    expect(formatClock(new Date('nope'))).toBeNull();
  });
});
