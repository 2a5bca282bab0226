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
  related: (slug: string) => [...articlesKeys.detail(slug), 'related'] as const,
  /** GET /api/articles/featured. */
  featured: () => [...articlesKeys.all, 'featured'] as const,
  /** GET /api/articles/breaking. */
  breaking: () => [...articlesKeys.all, 'breaking'] as const,
  /** GET /api/trending-topics (tags counted over recent articles). */
  trendingTopics: () => [...articlesKeys.all, 'trending-topics'] as const,
};
