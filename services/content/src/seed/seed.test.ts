import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Article, ArticleCategory, ArticleLevel, ArticleSection, CreateArticleBody, TrendingTopic } from '@mitics/contracts';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { contentService } from '../definition.ts';
import { seedArticles } from './articles.ts';
import { seedContent } from './seed.ts';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const FOUR_WEEKS_MS = 28 * 24 * 60 * 60 * 1000;

let adapters: MemoryAdapters;
let service: StartedService;

beforeEach(async () => {
  adapters = await memoryAdapters({ clock: () => NOW });
  service = await startService(contentService, adapters);
});

afterEach(async () => {
  await service.stop();
  await adapters.close();
});

async function get(path: string): Promise<unknown> {
  const res = await service.app.request(path);
  expect(res.status, path).toBe(200);
  return res.json();
}

describe('the demo articles', () => {
  it('are at least 40 valid article bodies', () => {
    expect(seedArticles.length).toBeGreaterThanOrEqual(40);
    for (const article of seedArticles) {
      const parsed = CreateArticleBody.safeParse(article);
      expect(parsed.success, `${article.title}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(article.content, article.title).toMatch(/^## /m);
      expect(article.hoursAgo).toBeGreaterThan(0);
      expect(article.hoursAgo).toBeLessThan(28 * 24);
    }
  });

  it('cover every category, level and section and the media the reader site shows', () => {
    const seen = <T>(pick: (a: (typeof seedArticles)[number]) => T) => new Set(seedArticles.map(pick));
    expect(seen((a) => a.category)).toEqual(new Set(ArticleCategory.options));
    expect(seen((a) => a.level)).toEqual(new Set(ArticleLevel.options));
    expect(seen((a) => a.section)).toEqual(new Set(ArticleSection.options));
    const count = (test: (a: (typeof seedArticles)[number]) => boolean) => seedArticles.filter(test).length;
    expect(count((a) => a.isBreaking === true)).toBeGreaterThanOrEqual(1);
    expect(count((a) => a.isBreaking === true)).toBeLessThanOrEqual(2);
    expect(count((a) => a.isFeatured === true)).toBeGreaterThanOrEqual(3);
    expect(count((a) => a.videoUrl !== undefined)).toBeGreaterThanOrEqual(3);
    expect(count((a) => a.hasGraphicMedia === true && Boolean(a.graphicWarning))).toBe(2);
    expect(count((a) => a.sourceUrl !== undefined && a.sourceName !== undefined)).toBeGreaterThanOrEqual(2);
    expect(count((a) => a.imageUrl !== undefined)).toBeGreaterThan(seedArticles.length / 2);
    expect(new Set(seedArticles.map((a) => a.title)).size).toBe(seedArticles.length);
  });
});

describe('seeding', () => {
  it('publishes every demo article through the commands, over the four weeks before now', async () => {
    expect(await seedContent(service.ctx, { now: NOW, actor: 'system:seed' })).toBe(seedArticles.length);

    const events = await adapters.store.readAll(0, 10_000);
    expect(events.filter((e) => e.type === 'content.article.published')).toHaveLength(seedArticles.length);
    expect(events.every((e) => e.actor === 'system:seed')).toBe(true);

    const articles = Article.array().parse(await get('/articles?limit=100'));
    expect(articles).toHaveLength(seedArticles.length);
    for (const article of articles) {
      const age = NOW.getTime() - Date.parse(article.publishedAt ?? '');
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(FOUR_WEEKS_MS);
    }
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);

    expect(Article.parse(await get('/articles/breaking')).isBreaking).toBe(true);
    expect(Article.array().parse(await get('/articles/featured')).length).toBeGreaterThanOrEqual(3);
    expect(TrendingTopic.array().parse(await get('/articles/trending-topics'))).toHaveLength(8);
    const first = articles[0];
    if (!first) throw new Error('no articles');
    expect(Article.array().parse(await get(`/articles/by-slug/${first.slug}/related`))).toHaveLength(3);
  });

  it('does nothing the second time', async () => {
    await seedContent(service.ctx, { now: NOW, actor: 'system:seed' });
    const before = (await adapters.store.readAll(0, 10_000)).length;
    expect(await seedContent(service.ctx, { now: NOW, actor: 'system:seed' })).toBe(0);
    expect((await adapters.store.readAll(0, 10_000)).length).toBe(before);
  });
});
