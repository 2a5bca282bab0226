import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Article, EventEnvelope } from '@mitics/contracts';
import { toLiveArticleEvent } from './to-live-event.ts';

const at = '2025-11-21T14:00:00.000Z';
const envelope = (type: string, data: unknown): EventEnvelope => ({
  id: randomUUID(),
  type,
  version: 1,
  stream: 'article-a1',
  streamVersion: 1,
  occurredAt: at,
  actor: 'apikey:admin',
  correlationId: 'c1',
  causationId: null,
  data,
});

const article: Article = {
  id: 'a1',
  slug: 'house-passes-budget',
  title: 'House passes budget',
  excerpt: 'E',
  content: 'C',
  imageUrl: null,
  videoUrl: null,
  category: 'breaking',
  level: 'Michigan Politics',
  section: 'Legislature',
  author: 'Staff',
  authorId: null,
  tags: [],
  isBreaking: true,
  isFeatured: false,
  hasGraphicMedia: false,
  graphicWarning: null,
  sourceUrl: null,
  sourceName: null,
  isFromRss: false,
  status: 'published',
  createdAt: at,
  updatedAt: at,
  publishedAt: at,
  submittedAt: null,
  reviewNotes: null,
};

describe('content events as live article events', () => {
  it('reads slug, title and the breaking flag from the whole article a publish carries', () => {
    expect(toLiveArticleEvent(envelope('content.article.published', { article }))).toEqual({
      kind: 'published',
      articleId: 'a1',
      slug: 'house-passes-budget',
      title: 'House passes budget',
      isBreaking: true,
      at,
    });
  });

  it('reads what a creation carries', () => {
    const created = { ...article, articleId: 'a1', isFromRss: false, isFeatured: false, createdAt: at };
    expect(toLiveArticleEvent(envelope('content.article.created', created))).toMatchObject({ kind: 'created', articleId: 'a1', slug: 'house-passes-budget', title: 'House passes budget', isBreaking: true });
  });

  it('leaves unknown fields null: a breaking flag change, an update, a deletion', () => {
    expect(toLiveArticleEvent(envelope('content.article.breaking-set', { articleId: 'a1', isBreaking: false, at }))).toEqual({
      kind: 'breaking-set',
      articleId: 'a1',
      slug: null,
      title: null,
      isBreaking: false,
      at,
    });
    expect(toLiveArticleEvent(envelope('content.article.updated', { articleId: 'a1', changes: { title: 'New title' }, updatedAt: at }))).toMatchObject({
      kind: 'updated',
      title: 'New title',
      slug: null,
      isBreaking: null,
    });
    expect(toLiveArticleEvent(envelope('content.article.deleted', { articleId: 'a1', slug: 'old-story', deletedAt: at }))).toMatchObject({
      kind: 'deleted',
      slug: 'old-story',
      title: null,
    });
  });

  it('ignores other events and payloads without an article id', () => {
    expect(toLiveArticleEvent(envelope('content.podcast.published', { articleId: 'a1' }))).toBeNull();
    expect(toLiveArticleEvent(envelope('social.article.published', { articleId: 'a1' }))).toBeNull();
    expect(toLiveArticleEvent(envelope('content.article.archived', { articleId: 'a1' }))).toBeNull();
    expect(toLiveArticleEvent(envelope('content.article.approved', { approvedAt: at }))).toBeNull();
  });
});
