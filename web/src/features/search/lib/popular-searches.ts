/** The eight fixed popular searches on the search page. */
export const POPULAR_SEARCHES = [
  'Whitmer budget',
  'Line 5',
  'Michigan Senate',
  'redistricting',
  'auto tariffs',
  'Detroit',
  'Great Lakes',
  'election 2026',
] as const;

/** Results per page (GET /api/search?q={q}&page={n}&limit=20). */
export const SEARCH_LIMIT = 20;

/** The search page's address for a query and page (page 1 is left out); /search alone for none. */
export function searchPath(query: string, page = 1): string {
  const trimmed = query.trim();
  if (!trimmed) return '/search';
  return `/search?q=${encodeURIComponent(trimmed)}${page > 1 ? `&page=${page}` : ''}`;
}

/** The page asked for in ?page=: a whole number from 1, anything else is page 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 250 ? page : 1;
}
