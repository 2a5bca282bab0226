/** Query keys of the search feature; nothing else builds them. */
export const searchKeys = {
  all: ['search'] as const,
  results: (query: string, page = 1) => [...searchKeys.all, 'results', query, page] as const,
};
