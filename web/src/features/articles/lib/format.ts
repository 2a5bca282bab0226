import { formatClock, formatLongDate as longDate, parseDate } from '../../../lib/dates';

/** Card time, e.g. '3:05 PM'; 'Recent' when the date is missing or unreadable. */
export function formatArticleTime(value: string | null | undefined): string {
  const date = parseDate(value);
  return (date && formatClock(date)) ?? 'Recent';
}

/** Article page date, e.g. 'November 21, 2026'; 'Recent' when missing. */
export function formatLongDate(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? longDate(date) : 'Recent';
}

/** 'michigan-politics' -> 'Michigan Politics'. */
export function prettifyCategory(category: string): string {
  return category
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
