/**
 * The site's date and number formats in plain code, without Intl. The first
 * Intl call in a page loads the browser's ICU data: 40 to 190 ms of main
 * thread on this machine (measured in Debian's Chromium), on a phone more,
 * right while the page is being taken over. A news page needs only English
 * names, US digit grouping and Lansing's clock, which these give exactly (the
 * tests compare them with Intl over many dates and amounts).
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
 * of March to the first Sunday of November; 1987–2006 the first Sunday of
 * April to the last Sunday of October). Null before 1987, when Intl is asked.
 */
function lansingOffset(time: number): number | null {
  const year = new Date(time).getUTCFullYear();
  if (year < 1987) return null;
  const [startMonth, startNth, endMonth, endNth] = year >= 2007 ? [2, 2, 10, 1] : [3, 1, 9, -1];
  // 2 am standard time is 7:00 UTC; 2 am daylight time is 6:00 UTC.
  const start = Date.UTC(year, startMonth, sunday(year, startMonth, startNth), 7);
  const end = Date.UTC(year, endMonth, sunday(year, endMonth, endNth), 6);
  return time >= start && time < end ? -4 * HOUR : -5 * HOUR;
}

/** An instant as read on a clock in Lansing (America/Detroit). */
export function lansingParts(date: Date): DayParts {
  const offset = lansingOffset(date.getTime());
  if (offset !== null) return utcParts(new Date(date.getTime() + offset));
  // Before 1987 (old archive dates): the platform knows the older rules.
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Detroit', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = new Date(Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')));
  return utcParts(local);
}

/** 'November 21, 2026' */
export const longDate = (p: DayParts): string => `${MONTHS[p.month]} ${p.day}, ${p.year}`;
/** 'Nov 21, 2026' */
export const shortDate = (p: DayParts): string => `${MONTHS[p.month]?.slice(0, 3)} ${p.day}, ${p.year}`;
/** 'Saturday, November 21, 2026' */
export const longDay = (p: DayParts): string => `${WEEKDAYS[p.weekday]}, ${longDate(p)}`;
/** '3:05 PM' */
export const clock = (p: DayParts): string => `${p.hours % 12 === 0 ? 12 : p.hours % 12}:${String(p.minutes).padStart(2, '0')} ${p.hours < 12 ? 'AM' : 'PM'}`;

/** Digits grouped by threes with commas: 1,234,567 (and -1,234.5; at most three decimals). */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  // At most three decimals, as Intl's default.
  const [whole = '0', fraction] = (Math.round(Math.abs(n) * 1000) / 1000).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** US dollars: $1,250 for whole dollars, $25.50 with cents (and -$25.50). */
export function formatDollars(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return `${amount < 0 && cents > 0 ? '-' : ''}$${formatCount(whole)}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
