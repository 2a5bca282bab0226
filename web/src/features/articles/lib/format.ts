import { format, isValid, parseISO } from 'date-fns';

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** Card time, e.g. '3:05 PM'; 'Recent' when the date is missing or unreadable. */
export function formatArticleTime(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'h:mm a') : 'Recent';
}

/** Article page date, e.g. 'November 21, 2026'; 'Recent' when missing. */
export function formatLongDate(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'MMMM d, yyyy') : 'Recent';
}

/** 'michigan-politics' -> 'Michigan Politics'. */
export function prettifyCategory(category: string): string {
  return category
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
