export { contentService, createContentService, type ContentServiceOptions } from './definition.ts';
export { seedContent, type SeedOptions } from './seed/seed.ts';
export { seedArticles, type SeedArticle } from './seed/articles.ts';
export { ContentConfig, FeedSettings, feedOptionsOf, loadContentConfig } from './config.ts';
export type { ArticleState } from './articles/article.ts';
export type { ArticleCommand } from './articles/decide.ts';
export { seedPodcasts } from './podcasts/seed.ts';
export { importPodcastFeeds } from './podcasts/import.ts';
