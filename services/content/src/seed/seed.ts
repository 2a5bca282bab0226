import { CreateArticleBody } from '@mitics/contracts';
import type { ServiceContext } from '@mitics/kit';
import { createArticle } from '../articles/commands.ts';
import { articleQueries } from '../articles/projections/articles.ts';
import { seedArticles, type SeedArticle } from './articles.ts';

export interface SeedOptions {
  /** The seeding time; publication dates are spread over the four weeks before it. */
  now: Date;
  actor: string;
  articles?: SeedArticle[];
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Loads the demo articles through the same commands staff use, so they exist
 * as events like any other article. Does nothing when any article exists, so a
 * restart with MITICS_SEED=1 never duplicates them. Returns how many were added.
 */
export async function seedContent(ctx: ServiceContext, { now, actor, articles = seedArticles }: SeedOptions): Promise<number> {
  if (!(await articleQueries(ctx.docs).isEmpty())) return 0;
  const correlationId = `seed-${now.toISOString()}`;
  // Oldest first, so the event log reads in publication order.
  const ordered = [...articles].sort((a, b) => b.hoursAgo - a.hoursAgo);
  for (const article of ordered) {
    // Parsed like a POST body, so demo data obeys the same rules as staff input.
    const input = CreateArticleBody.parse({
      title: article.title,
      excerpt: article.excerpt,
      content: article.content,
      author: article.author,
      category: article.category,
      level: article.level,
      section: article.section,
      imageUrl: article.imageUrl ?? null,
      videoUrl: article.videoUrl ?? null,
      sourceUrl: article.sourceUrl ?? null,
      sourceName: article.sourceName ?? null,
      tags: article.tags,
      isBreaking: article.isBreaking ?? false,
      isFeatured: article.isFeatured ?? false,
      hasGraphicMedia: article.hasGraphicMedia ?? false,
      graphicWarning: article.graphicWarning ?? null,
      authorId: null,
      isFromRss: false,
      status: 'published',
    });
    const at = new Date(now.getTime() - article.hoursAgo * HOUR_MS).toISOString();
    await createArticle(ctx, input, { meta: { actor, correlationId }, at });
  }
  ctx.logger.info({ count: ordered.length }, 'seeded demo articles');
  return ordered.length;
}
