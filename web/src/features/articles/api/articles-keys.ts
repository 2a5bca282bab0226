/** Parameters of GET /api/articles. `category` 'all' means no filter. */
export type ArticleListParams = {
  limit: number;
  offset?: number;
  category?: string;
  search?: string;
};

/** Query keys of the articles feature; nothing else builds them. */
export const articlesKeys = {
  all: ['articles'] as const,
  lists: () => [...articlesKeys.all, 'list'] as const,
  list: (params: ArticleListParams) => [...articlesKeys.lists(), params] as const,
  details: () => [...articlesKeys.all, 'detail'] as const,
  detail: (slug: string) => [...articlesKeys.details(), slug] as const,
};
