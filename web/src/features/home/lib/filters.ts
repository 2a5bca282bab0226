import type { ArticleFilter } from '@mitics/contracts';

export type HomeFilter = ArticleFilter | 'all';

/** The filter bar's choices (reader §2) and the `category` each sends; 'all' sends none. */
export const HOME_FILTERS: ReadonlyArray<{ value: HomeFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'michigan-politics', label: 'Michigan Politics' },
  { value: 'federal-politics', label: 'Federal Politics' },
  { value: 'elections', label: 'Elections' },
  { value: 'legislature', label: 'Legislature' },
  { value: 'courts', label: 'Courts' },
  { value: 'policy', label: 'Policy' },
  { value: 'campaigns', label: 'Campaigns' },
  { value: 'watchdog', label: 'Watchdog' },
  { value: 'analysis', label: 'Analysis' },
  { value: 'breaking-news', label: 'Breaking News' },
];
