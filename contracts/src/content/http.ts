import { z } from 'zod';
import { queryInt } from '../shared/pagination.ts';
import { IsoDateTime, Slug } from '../shared/ids.ts';
import { Article, ArticleCategory, ArticleFilter, ArticleLevel, ArticleSection, ArticleStatus, SitePath, TrendingTopic } from './entities.ts';

export const ARTICLE_LIST_MAX_LIMIT = 100;

/** GET /api/articles query (reader §7). */
export const ArticleListQuery = z.object({
  limit: queryInt(1, ARTICLE_LIST_MAX_LIMIT).default(15),
  offset: queryInt(0, 100_000).default(0),
  category: ArticleFilter.optional(),
  search: z.string().trim().max(200, 'must be at most 200 characters').optional(),
});
export type ArticleListQuery = z.infer<typeof ArticleListQuery>;

/** Results per search page: the page size and the most a caller may ask for. */
export const SEARCH_PAGE_SIZE = 20;
/** Pages beyond this are refused: nobody reads 5,000 results, and deep pages cost the most. */
export const SEARCH_MAX_PAGE = 250;

/** GET /api/search query: the words (q), the 1-based page and its size. */
export const SearchQuery = z.object({
  q: z.string({ error: 'q is required' }).trim().min(1, 'q is required').max(200, 'must be at most 200 characters'),
  page: queryInt(1, SEARCH_MAX_PAGE).default(1),
  limit: queryInt(1, SEARCH_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
  category: ArticleFilter.optional(),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/** GET /api/search answer: one page of published articles, most relevant first, and how many match in all. */
export const SearchPage = z.object({
  q: z.string(),
  articles: z.array(Article),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  /** Pages in all (0 when nothing matches). */
  pages: z.number().int().nonnegative(),
});
export type SearchPage = z.infer<typeof SearchPage>;

const text = (field: string, max: number) =>
  z.string({ error: `${field} is required` }).trim().min(1, `${field} is required`).max(max, `${field} must be at most ${max} characters`);

const url = z
  .union([z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2000), z.literal('')])
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** Like `url`, but a path on this site (the seed's illustrations) is allowed too. */
const imageUrl = z
  .union([z.url({ protocol: /^https?$/, error: 'must be an http(s) URL or a path on this site' }).max(2000), SitePath, z.literal('')])
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** Tags arrive as an array (editor) or a comma-separated string; trimmed, blanks dropped, deduplicated. */
export function normaliseTags(v: string | string[]): string[] {
  const list = typeof v === 'string' ? v.split(',') : v;
  return [...new Set(list.map((t) => t.trim()).filter((t) => t.length > 0))];
}
const TagsInput = z.union([z.array(z.string().max(60)).max(20), z.string().max(600)]);
const Tags = TagsInput.optional().transform((v) => normaliseTags(v ?? []));
const TagsPatch = TagsInput.optional().transform((v) => (v === undefined ? undefined : normaliseTags(v)));

const articleFields = {
  title: text('title', 300),
  excerpt: text('excerpt', 1000),
  content: text('content', 200_000),
  author: text('author', 120),
  category: ArticleCategory.default('michigan-politics'),
  level: ArticleLevel.nullable().optional(),
  section: ArticleSection.nullable().optional(),
  imageUrl: imageUrl,
  videoUrl: url,
  sourceUrl: url,
  sourceName: z.string().trim().max(200).nullable().optional(),
  tags: Tags,
  isBreaking: z.boolean().optional(),
  isFeatured: z.boolean().optional(),
  hasGraphicMedia: z.boolean().optional(),
  graphicWarning: z.string().trim().max(500).nullable().optional(),
};

/**
 * POST /api/articles body. The editor and panel send a full article (published at
 * once); the contributor dashboard sends `status: 'draft'`. `slug` is a wish: the
 * server derives it from the title when absent and makes it unique.
 */
export const CreateArticleBody = z.object({
  ...articleFields,
  slug: z.string().trim().max(200).optional(),
  authorId: z.string().max(100).nullable().optional(),
  isFromRss: z.boolean().optional(),
  status: z.enum(['draft', 'published']).optional(),
});
export type CreateArticleBody = z.input<typeof CreateArticleBody>;
export type CreateArticleInput = z.output<typeof CreateArticleBody>;

/**
 * PUT /api/articles/{id} body: any subset of the fields, and optionally a status
 * move (contributor: pending_review with submittedAt; editors: approved,
 * published, rejected with reviewNotes).
 */
export const UpdateArticleBody = z
  .object({
    title: articleFields.title.optional(),
    excerpt: articleFields.excerpt.optional(),
    content: articleFields.content.optional(),
    author: articleFields.author.optional(),
    category: ArticleCategory.optional(),
    level: articleFields.level,
    section: articleFields.section,
    imageUrl: imageUrl.optional(),
    videoUrl: url.optional(),
    sourceUrl: url.optional(),
    sourceName: articleFields.sourceName,
    tags: TagsPatch,
    isBreaking: z.boolean().optional(),
    isFeatured: z.boolean().optional(),
    hasGraphicMedia: z.boolean().optional(),
    graphicWarning: articleFields.graphicWarning,
    status: ArticleStatus.optional(),
    submittedAt: IsoDateTime.optional(),
    reviewNotes: z.string().trim().max(5000).nullable().optional(),
  })
  .strict();
export type UpdateArticleBody = z.input<typeof UpdateArticleBody>;
export type UpdateArticleInput = z.output<typeof UpdateArticleBody>;

export const SlugParam = z.object({ slug: Slug });
export const ArticleList = z.array(Article);
export type ArticleList = z.infer<typeof ArticleList>;
export const TrendingTopicList = z.array(TrendingTopic);

/** GET /api/admin/articles: one page of the staff article list, every status. */
export const StaffArticleListQuery = z.object({
  status: ArticleStatus.optional(),
  limit: queryInt(1, 50).default(10),
  offset: queryInt(0, 100_000).default(0),
});
export type StaffArticleListQuery = z.infer<typeof StaffArticleListQuery>;

export const StaffArticlePage = z.object({
  articles: z.array(Article),
  /** Articles of that status (or of every status) in all. */
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  offset: z.number().int().nonnegative(),
});
export type StaffArticlePage = z.infer<typeof StaffArticlePage>;

/** DELETE answers with the id it removed. */
export const DeleteArticleResponse = z.object({ id: z.string(), deleted: z.literal(true) });
export type DeleteArticleResponse = z.infer<typeof DeleteArticleResponse>;

export { ArticleFilter };
