/** Query keys of the topics feature; nothing else builds them. */
export const topicsKeys = {
  all: ['topics'] as const,
  /** Keyed by the request, so Breaking and Analysis (both limit=100) share one fetch. */
  articles: (request: { category?: string; limit: number }) => [...topicsKeys.all, 'articles', request] as const,
};
