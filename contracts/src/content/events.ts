import { z } from 'zod';
import { defineEvent } from '../shared/event.ts';
import { IsoDateTime } from '../shared/ids.ts';
import { Article, ArticleCategory, ArticleLevel, ArticleSection } from './entities.ts';

/** Every field an author edits; carried whole on creation, partially on update. */
export const ArticleFields = Article.pick({
  title: true,
  excerpt: true,
  content: true,
  author: true,
  category: true,
  level: true,
  section: true,
  imageUrl: true,
  videoUrl: true,
  sourceUrl: true,
  sourceName: true,
  tags: true,
  hasGraphicMedia: true,
  graphicWarning: true,
});
export type ArticleFields = z.infer<typeof ArticleFields>;

export const ArticleFieldsPatch = z.object({
  title: z.string().optional(),
  excerpt: z.string().optional(),
  content: z.string().optional(),
  author: z.string().optional(),
  category: ArticleCategory.optional(),
  level: ArticleLevel.nullable().optional(),
  section: ArticleSection.nullable().optional(),
  imageUrl: z.string().nullable().optional(),
  videoUrl: z.string().nullable().optional(),
  sourceUrl: z.string().nullable().optional(),
  sourceName: z.string().nullable().optional(),
  tags: z.array(z.string()).optional(),
  hasGraphicMedia: z.boolean().optional(),
  graphicWarning: z.string().nullable().optional(),
});
export type ArticleFieldsPatch = z.infer<typeof ArticleFieldsPatch>;

/** A new article exists, as a draft. A published creation is followed by ArticlePublished. */
export const ArticleCreated = defineEvent(
  'content.article.created',
  1,
  ArticleFields.extend({
    articleId: z.string(),
    slug: z.string(),
    authorId: z.string().nullable(),
    isFromRss: z.boolean(),
    isBreaking: z.boolean(),
    isFeatured: z.boolean(),
    createdAt: IsoDateTime,
  }),
);
export const ArticleUpdated = defineEvent(
  'content.article.updated',
  1,
  z.object({ articleId: z.string(), changes: ArticleFieldsPatch, updatedAt: IsoDateTime }),
);
export const ArticleSubmittedForReview = defineEvent(
  'content.article.submitted',
  1,
  z.object({ articleId: z.string(), submittedAt: IsoDateTime }),
);
export const ArticleApproved = defineEvent(
  'content.article.approved',
  1,
  z.object({ articleId: z.string(), approvedAt: IsoDateTime }),
);
export const ArticleRejected = defineEvent(
  'content.article.rejected',
  1,
  z.object({ articleId: z.string(), reviewNotes: z.string(), rejectedAt: IsoDateTime }),
);
/** The article is public. Carries the whole article so consumers (social, live updates) need no call back. */
export const ArticlePublished = defineEvent('content.article.published', 1, z.object({ article: Article }));
export const ArticleBreakingSet = defineEvent(
  'content.article.breaking-set',
  1,
  z.object({ articleId: z.string(), isBreaking: z.boolean(), at: IsoDateTime }),
);
export const ArticleFeaturedSet = defineEvent(
  'content.article.featured-set',
  1,
  z.object({ articleId: z.string(), isFeatured: z.boolean(), at: IsoDateTime }),
);
export const ArticleDeleted = defineEvent(
  'content.article.deleted',
  1,
  z.object({ articleId: z.string(), slug: z.string(), deletedAt: IsoDateTime }),
);

export const contentEvents = {
  ArticleCreated,
  ArticleUpdated,
  ArticleSubmittedForReview,
  ArticleApproved,
  ArticleRejected,
  ArticlePublished,
  ArticleBreakingSet,
  ArticleFeaturedSet,
  ArticleDeleted,
} as const;

/** The union of content event payloads keyed by type, for exhaustive evolve functions. */
export type ContentEvent = {
  [K in keyof typeof contentEvents]: {
    type: (typeof contentEvents)[K]['type'];
    data: z.infer<(typeof contentEvents)[K]['data']>;
  };
}[keyof typeof contentEvents];
