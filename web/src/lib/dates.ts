import { clock, lansingParts, longDate, longDay } from './intl';

/**
 * Dates and times read as in Lansing, wherever the reader or the server is:
 * the newsroom's dateline, and the same text in the server's HTML and in the
 * browser that hydrates it. Plain code rather than Intl or date-fns (see
 * ./intl): the first script a reader downloads stays small and touches no
 * ICU data.
 */
export const SITE_TIME_ZONE = 'America/Detroit';

/** An ISO date or date-time as a Date; a bare date is that calendar day (noon UTC, the same day in every US zone); null when unreadable. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = bare ? new Date(Date.UTC(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3]), 12)) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'November 21, 2026' (MMMM d, yyyy). */
export const formatLongDate = (date: Date): string => longDate(lansingParts(date));

/** 'Sunday, November 22, 2026' (spec §9: weekday, month, day, year). */
export const formatLongDay = (date: Date): string => longDay(lansingParts(date));

/** '3:05 PM' (spec §9: h:mm a); null for an invalid date. */
export const formatClock = (date: Date): string | null => (Number.isNaN(date.getTime()) ? null : clock(lansingParts(date)));
