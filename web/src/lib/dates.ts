import { dateFormat } from './intl';

/**
 * Dates the app shell shows, with the platform's Intl rather than date-fns, so
 * the first script a reader downloads stays small (date-fns loads with the
 * pages that need its richer formats).
 */
/**
 * Dates and times read as in Lansing, wherever the reader or the server is:
 * the newsroom's dateline, and the same text in the server's HTML and in the
 * browser that hydrates it.
 */
export const SITE_TIME_ZONE = 'America/Detroit';

const LONG_DAY = dateFormat({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: SITE_TIME_ZONE });
const CLOCK = dateFormat({ hour: 'numeric', minute: '2-digit', hour12: true, timeZone: SITE_TIME_ZONE });
const LONG_DATE = dateFormat({ month: 'long', day: 'numeric', year: 'numeric', timeZone: SITE_TIME_ZONE });

/** An ISO date or date-time as a Date; a bare date is that calendar day (noon UTC, the same day in every US zone); null when unreadable. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = bare ? new Date(Date.UTC(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3]), 12)) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'November 21, 2026' (MMMM d, yyyy). */
export const formatLongDate = (date: Date): string => LONG_DATE().format(date);

/** 'Sunday, November 22, 2026' (spec §9: weekday, month, day, year). */
export const formatLongDay = (date: Date): string => LONG_DAY().format(date);

/** '3:05 PM' (spec §9: h:mm a); null for an invalid date. */
// Some ICU versions put a narrow no-break space before AM/PM; readers and tests expect a plain one.
export const formatClock = (date: Date): string | null => (Number.isNaN(date.getTime()) ? null : CLOCK().format(date).replace(/\s/g, ' '));
