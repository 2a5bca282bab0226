import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@mitics/contracts';
import { openStorage } from '@mitics/kit';
import { ARTICLE_TEXTS, applyContentEvent, type ArticleTextDoc } from './mentions.ts';

const envelope = (type: string, data: unknown, n: number): EventEnvelope => ({
  id: `evt-${n}`,
  type,
  version: 1,
  stream: 'article-a-1',
  streamVersion: n,
  occurredAt: '2026-11-20T14:00:00.000Z',
  actor: 'test',
  correlationId: 'c',
  causationId: null,
  data,
});

const article = {
  id: 'a-1',
  slug: 'capitol-budget-talks',
  title: 'Capitol budget talks',
  excerpt: 'Lawmakers return.\nA second line of the excerpt.',
  content: 'Rep. Emily Dievendorf spoke first.',
  imageUrl: null,
  videoUrl: null,
  category: 'michigan-politics',
  level: 'Michigan Politics',
  section: 'Legislature',
  author: 'Staff',
  authorId: null,
  tags: [],
  isBreaking: false,
  isFeatured: false,
  hasGraphicMedia: false,
  graphicWarning: null,
  sourceUrl: null,
  sourceName: null,
  isFromRss: false,
  createdAt: '2026-11-20T14:00:00.000Z',
  updatedAt: '2026-11-20T14:00:00.000Z',
  submittedAt: null,
  reviewNotes: null,
  status: 'published',
  publishedAt: '2026-11-20T14:00:00.000Z',
};

describe("civic-data's copy of article texts", () => {
  it('keeps an excerpt of several lines whole when only the text is edited, and the reverse (found by the fault tests)', async () => {
    const { docs, close } = await openStorage({ kind: 'embedded-memory' });
    const texts = docs.collection<ArticleTextDoc>(ARTICLE_TEXTS);
    await applyContentEvent(docs, envelope('content.article.published', { article }, 1));
    await applyContentEvent(docs, envelope('content.article.updated', { articleId: 'a-1', changes: { content: 'The House returns.\nRep. Emily Dievendorf again.' }, updatedAt: '2026-11-20T15:00:00.000Z' }, 2));
    expect((await texts.findOne({ _id: 'a-1' }))?.text).toBe(`Capitol budget talks\n${article.excerpt}\nThe House returns.\nRep. Emily Dievendorf again.`);
    await applyContentEvent(docs, envelope('content.article.updated', { articleId: 'a-1', changes: { excerpt: 'One line now.' }, updatedAt: '2026-11-20T16:00:00.000Z' }, 3));
    expect((await texts.findOne({ _id: 'a-1' }))?.text).toBe('Capitol budget talks\nOne line now.\nThe House returns.\nRep. Emily Dievendorf again.');
    // The same update delivered again changes nothing.
    await applyContentEvent(docs, envelope('content.article.updated', { articleId: 'a-1', changes: { excerpt: 'One line now.' }, updatedAt: '2026-11-20T16:00:00.000Z' }, 3));
    expect((await texts.findOne({ _id: 'a-1' }))?.text).toBe('Capitol budget talks\nOne line now.\nThe House returns.\nRep. Emily Dievendorf again.');
    await close();
  });
});
