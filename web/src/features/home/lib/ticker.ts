import type { Article } from '@mitics/contracts';
import { formatClock, parseDate } from '../../../lib/dates';

/** Ticker limits (reader §9): one breaking item plus the latest three; titles cut past 80 characters. */
export const TICKER_LATEST_COUNT = 3;
export const TICKER_MAX_TITLE = 80;
export const TICKER_CUT_TITLE = 77;
export const TICKER_DEFAULT_TITLE = 'Michigan Politics Update';
/** Polling of the ticker's sources (reader §9), on top of the live stream. */
export const TICKER_BREAKING_REFRESH_MS = 15_000;
export const TICKER_LATEST_REFRESH_MS = 30_000;

const DEVELOPING = /investigation|ongoing|continues/i;

/**
 * The ticker's wording of a title (reader §2): the breaking story is prefixed
 * 'BREAKING: ' unless it already says breaking; any other title over 80
 * characters is cut to 77 plus '...', and one about an investigation, or
 * something ongoing or that continues, is prefixed 'DEVELOPING: '.
 */
export function tickerTitle(title: string | null | undefined, { breaking }: { breaking: boolean }): string {
  const text = title?.trim() || TICKER_DEFAULT_TITLE;
  if (breaking) return /breaking/i.test(text) ? text : `BREAKING: ${text}`;
  const cut = text.length > TICKER_MAX_TITLE ? `${text.slice(0, TICKER_CUT_TITLE)}...` : text;
  return DEVELOPING.test(text) ? `DEVELOPING: ${cut}` : cut;
}

export type TickerItem = {
  id: string;
  slug: string;
  title: string;
  publishedAt: string | null;
  breaking: boolean;
};

/**
 * The breaking article (if any) then the latest three others, in that order;
 * an empty list hides the ticker.
 */
export function tickerItems(breaking: Article | null | undefined, latest: readonly Article[] | undefined): TickerItem[] {
  const items: TickerItem[] = [];
  if (breaking) {
    items.push({
      id: breaking.id,
      slug: breaking.slug,
      title: tickerTitle(breaking.title, { breaking: true }),
      publishedAt: breaking.publishedAt,
      breaking: true,
    });
  }
  for (const article of (latest ?? []).filter((a) => a.id !== breaking?.id).slice(0, TICKER_LATEST_COUNT)) {
    items.push({
      id: article.id,
      slug: article.slug,
      title: tickerTitle(article.title, { breaking: false }),
      publishedAt: article.publishedAt,
      breaking: false,
    });
  }
  return items;
}

/** Ticker time, h:mm a (reader §9); 'Just now' when the date is missing or unreadable. */
export function tickerTime(publishedAt: string | null | undefined): string {
  if (!publishedAt) return 'Just now';
  const date = parseDate(publishedAt);
  return (date && formatClock(date)) ?? 'Just now';
}

/** Seconds for one full scroll: long enough to read every item. */
export function tickerDuration(itemCount: number): number {
  return Math.max(24, itemCount * 12);
}
