import type { Article } from '@mitics/contracts';

/** Grid cards: articles 2 to 10 of the latest list (reader §9). */
export const GRID_FIRST = 2;
export const GRID_LAST = 10;
/** 'More Headlines' in the right rail (reader §9). */
export const MORE_HEADLINES_COUNT = 5;
/** Compact tiles under the hero: the next stories after the hero's. */
export const TOP_TILES_COUNT = 4;

export function gridArticles(latest: readonly Article[] | undefined): Article[] {
  return (latest ?? []).slice(GRID_FIRST - 1, GRID_LAST);
}

/** Up to five articles other than the current lead. */
export function moreHeadlines(latest: readonly Article[] | undefined, leadId: string | null | undefined): Article[] {
  return (latest ?? []).filter((article) => article.id !== leadId).slice(0, MORE_HEADLINES_COUNT);
}

/** The latest stories not already in the hero (lead and side stories). */
export function topTiles(latest: readonly Article[] | undefined, shownIds: ReadonlyArray<string | undefined>): Article[] {
  const shown = new Set(shownIds);
  return (latest ?? []).filter((article) => !shown.has(article.id)).slice(0, TOP_TILES_COUNT);
}

/** 'michigan-politics' -> 'michigan politics' (the rail's category line; CSS capitalises). */
export function categoryLabel(category: string | null | undefined): string {
  return (category ?? '').replaceAll('-', ' ').trim() || 'politics';
}
