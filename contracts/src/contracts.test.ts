import { describe, expect, it } from 'vitest';
import { ArticleListQuery, CreateArticleBody, EventEnvelope, UpdateArticleBody, slugify, streamOf } from './index.ts';

describe('slugify (staff-site §5)', () => {
  it('lowercases, hyphenates runs of non-alphanumerics and trims hyphens', () => {
    expect(slugify('  Whitmer Signs $80B Budget -- Roads First! ')).toBe('whitmer-signs-80b-budget-roads-first');
  });
  it('folds accents instead of dropping letters', () => {
    expect(slugify('Café Policy in Détroit')).toBe('cafe-policy-in-detroit');
  });
  it('gives an empty slug for a title with no letters or digits', () => {
    expect(slugify('!!!')).toBe('');
  });
});

describe('ArticleListQuery', () => {
  it('defaults limit 15 and offset 0', () => {
    expect(ArticleListQuery.parse({})).toEqual({ limit: 15, offset: 0 });
  });
  it('refuses a limit out of range with a clear message', () => {
    const r = ArticleListQuery.safeParse({ limit: '0' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('must be at least 1');
    expect(ArticleListQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(ArticleListQuery.safeParse({ limit: 'ten' }).error?.issues[0]?.message).toBe('must be a whole number');
  });
  it('accepts the filter-bar categories and refuses unknown ones', () => {
    for (const c of ['michigan-politics', 'federal-politics', 'elections', 'breaking-news', 'watchdog']) {
      expect(ArticleListQuery.safeParse({ category: c }).success).toBe(true);
    }
    expect(ArticleListQuery.safeParse({ category: 'sports' }).success).toBe(false);
  });
});

describe('CreateArticleBody', () => {
  const base = { title: 'T', excerpt: 'E', content: 'C', author: 'A' };
  it('splits comma-separated tags, trims them and drops blanks and repeats', () => {
    expect(CreateArticleBody.parse({ ...base, tags: ' budget, roads,, budget ' }).tags).toEqual(['budget', 'roads']);
  });
  it('names the missing field', () => {
    const r = CreateArticleBody.safeParse({ ...base, title: '  ' });
    expect(r.error?.issues[0]).toMatchObject({ path: ['title'], message: 'title is required' });
  });
  it('turns empty URLs into null and refuses non-http URLs', () => {
    expect(CreateArticleBody.parse({ ...base, imageUrl: '' }).imageUrl).toBeNull();
    expect(CreateArticleBody.safeParse({ ...base, imageUrl: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('UpdateArticleBody', () => {
  it('refuses unknown fields', () => {
    expect(UpdateArticleBody.safeParse({ nope: 1 }).success).toBe(false);
  });
  it('leaves tags untouched when absent', () => {
    expect(UpdateArticleBody.parse({ title: 'x' }).tags).toBeUndefined();
  });
});

describe('EventEnvelope', () => {
  it('requires a <service>.<aggregate>.<event> type', () => {
    const e = {
      id: 'e1', type: 'content.article.published', version: 1, stream: 'article-1', streamVersion: 1,
      occurredAt: '2026-11-21T10:00:00.000Z', actor: 'system:seed', correlationId: 'c1', causationId: null, data: {},
    };
    expect(EventEnvelope.safeParse(e).success).toBe(true);
    expect(EventEnvelope.safeParse({ ...e, type: 'ArticlePublished' }).success).toBe(false);
  });
  it('maps a service to its JetStream stream', () => {
    expect(streamOf('civic-data')).toEqual({ name: 'CIVIC_DATA', subjects: ['civic-data.>'] });
  });
});

describe('image URLs', () => {
  const base = { title: 'T', excerpt: 'E', content: 'C', author: 'A' };
  it('accept the site\'s own pictures but never a protocol-relative or script URL', () => {
    expect(CreateArticleBody.parse({ ...base, imageUrl: '/images/seed/capitol.svg' }).imageUrl).toBe('/images/seed/capitol.svg');
    expect(CreateArticleBody.safeParse({ ...base, imageUrl: '//evil.example/x.png' }).success).toBe(false);
    expect(CreateArticleBody.safeParse({ ...base, imageUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(CreateArticleBody.safeParse({ ...base, videoUrl: '/videos/x.mp4' }).success).toBe(false);
  });
});
