/** Query keys of the search feature; nothing else builds them. */
export const searchKeys = {
  all: ['search'] as const,
  results: (query: string) => [...searchKeys.all, 'results', query] as const,
};
