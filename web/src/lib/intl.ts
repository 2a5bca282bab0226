/**
 * The site's date formats in plain code, without Intl (./numbers does the
 * same for counts and dollars). The first Intl call in a page loads the
 * browser's ICU data: 30 to 190 ms of main thread on this machine (measured in
 * Debian's Chromium), on a phone more, right while the page is being taken
 * over. A news page needs only English names and Lansing's clock, which these
 * give exactly (intl.test.ts compares them with Intl over many dates).
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The parts of a calendar day and a time, however they were read (local, UTC, Lansing). */
export interface DayParts {
  year: number;
  /** 0–11 */
  month: number;
  day: number;
  /** 0 (Sunday) – 6 */
  weekday: number;
  hours: number;
  minutes: number;
}

export const localParts = (date: Date): DayParts => ({ year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), weekday: date.getDay(), hours: date.getHours(), minutes: date.getMinutes() });
export const utcParts = (date: Date): DayParts => ({ year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), weekday: date.getUTCDay(), hours: date.getUTCHours(), minutes: date.getUTCMinutes() });

/** The day of the month of the `nth` Sunday (1 = first) of a month, or of its last Sunday for nth = -1. */
function sunday(year: number, month: number, nth: number): number {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return 1 + ((7 - first) % 7) + (nth - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

const HOUR = 3_600_000;

/**
 * Lansing's offset from UTC at an instant, in ms: Eastern time, daylight time
 * from 2 am on its first day to 2 am on its last (since 2007 the second Sunday
 * of March to the first Sunday of November; before, the first Sunday of April
 * to the last Sunday of October, the rule since 1987: the site has no older
 * dates to show).
 */
function lansingOffset(time: number): number {
  const year = new Date(time).getUTCFullYear();
  const [startMonth, startNth, endMonth, endNth] = year >= 2007 ? [2, 2, 10, 1] : [3, 1, 9, -1];
  // 2 am standard time is 7:00 UTC; 2 am daylight time is 6:00 UTC.
  const start = Date.UTC(year, startMonth, sunday(year, startMonth, startNth), 7);
  const end = Date.UTC(year, endMonth, sunday(year, endMonth, endNth), 6);
  return time >= start && time < end ? -4 * HOUR : -5 * HOUR;
}

/** An instant as read on a clock in Lansing (America/Detroit). */
export const lansingParts = (date: Date): DayParts => utcParts(new Date(date.getTime() + lansingOffset(date.getTime())));

/** 'November 21, 2026' */
export const longDate = (p: DayParts): string => `${MONTHS[p.month]} ${p.day}, ${p.year}`;
/** 'Nov 21, 2026' */
export const shortDate = (p: DayParts): string => `${MONTHS[p.month]?.slice(0, 3)} ${p.day}, ${p.year}`;
/** 'Saturday, November 21, 2026' */
export const longDay = (p: DayParts): string => `${WEEKDAYS[p.weekday]}, ${longDate(p)}`;
/** '3:05 PM' */
export const clock = (p: DayParts): string => `${p.hours % 12 === 0 ? 12 : p.hours % 12}:${String(p.minutes).padStart(2, '0')} ${p.hours < 12 ? 'AM' : 'PM'}`;
