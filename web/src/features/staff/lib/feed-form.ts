import type * as Contracts from '@mitics/contracts';

import type { FormProblem } from './article-form';
import { REQUIRED_FIELDS } from './messages';

/** The contract's message, restated as a literal (see messages.ts); the type keeps them equal. */
export const FEED_URL_INVALID: typeof Contracts.FEED_URL_INVALID = 'Please enter a valid feed URL (http or https)';

export type FeedForm = { name: string; url: string; isActive: boolean; trusted: boolean };
export type FeedField = 'name' | 'url';

export const emptyFeedForm: FeedForm = { name: '', url: '', isActive: true, trusted: false };

/** An absolute http(s) address. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Staff §5: url and name required, else 'Please fill in all required fields'; url must be a URL. Null when fine. */
export function feedFormProblem(form: FeedForm): FormProblem<FeedField> | null {
  const missing: FeedField[] = [];
  if (!form.name.trim()) missing.push('name');
  if (!form.url.trim()) missing.push('url');
  if (missing.length > 0) return { message: REQUIRED_FIELDS, fields: missing };
  if (!isHttpUrl(form.url.trim())) return { message: FEED_URL_INVALID, fields: ['url'] };
  return null;
}

/** POST /api/rss-feeds body: `{name, url, isActive}` (staff §7) plus whether the feed is trusted. */
export function feedBody(form: FeedForm): Contracts.AddFeedBody {
  return { name: form.name.trim(), url: form.url.trim(), isActive: form.isActive, trusted: form.trusted };
}

/** The quick stats above the list: feeds, active feeds, articles they brought in. */
export function feedStats(feeds: ReadonlyArray<Pick<Contracts.RssFeedView, 'isActive' | 'itemsIngested' | 'health'>>) {
  return {
    total: feeds.length,
    active: feeds.filter((feed) => feed.isActive).length,
    failing: feeds.filter((feed) => feed.health === 'failing').length,
    articles: feeds.reduce((sum, feed) => sum + feed.itemsIngested, 0),
  };
}
