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

/** Results per search (GET /api/articles?search={q}&limit=20). */
export const SEARCH_LIMIT = 20;

/** The search page's address for a query; /search alone for none. */
export function searchPath(query: string): string {
  const trimmed = query.trim();
  return trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : '/search';
}
