import type { Article } from '@mitics/contracts';

/** A published article for unit tests; override what the test is about. */
export function testArticle(overrides: Partial<Article> & Pick<Article, 'id'>): Article {
  return {
    slug: `story-${overrides.id}`,
    title: `Story ${overrides.id}`,
    excerpt: 'An excerpt.',
    content: 'Body.',
    imageUrl: null,
    videoUrl: null,
    category: 'politics',
    level: null,
    section: null,
    author: 'Reporter',
    authorId: null,
    tags: [],
    isBreaking: false,
    isFeatured: false,
    hasGraphicMedia: false,
    graphicWarning: null,
    sourceUrl: null,
    sourceName: null,
    isFromRss: false,
    status: 'published',
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    publishedAt: '2026-11-21T12:00:00.000Z',
    submittedAt: null,
    reviewNotes: null,
    ...overrides,
  };
}
