import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { contentService } from '../../definition.ts';
import { createArticle } from '../commands.ts';
import { articleQueries, articlesProjection, filterFor } from './articles.ts';
import { countTags } from './trending.ts';

let adapters: MemoryAdapters;
let service: StartedService;

beforeEach(async () => {
  adapters = await memoryAdapters();
  service = await startService(contentService, adapters);
});

afterEach(async () => {
  await service.stop();
  await adapters.close();
});

const meta = { actor: 'user:test', correlationId: 'c-1' };
const input = { title: 'Road plan', excerpt: 'e', content: 'c', author: 'a', category: 'legislature' as const, imageUrl: null, videoUrl: null, sourceUrl: null, tags: [] };

describe('the articles read model', () => {
  it('skips an event it already applied, so a redelivery cannot roll an article back', async () => {
    const article = await createArticle(service.ctx, input, { meta });
    await service.ctx.commands.execute({
      stream: `article-${article.id}`,
      initialState: null,
      evolve: (s) => s,
      decide: () => [{ type: 'content.article.updated', version: 1, data: { articleId: article.id, changes: { title: 'Edited' }, updatedAt: new Date().toISOString() } }],
      meta,
    });
    const [created] = await adapters.store.readStream(`article-${article.id}`);
    if (!created) throw new Error('no created event');
    await articlesProjection.apply(created, adapters.docs);
    expect((await articleQueries(adapters.docs).byId(article.id))?.title).toBe('Edited');
  });

  it('ignores events of other services', async () => {
    await articlesProjection.apply(
      { id: 'x', type: 'audience.user.registered', version: 1, stream: 'user-1', streamVersion: 1, occurredAt: new Date().toISOString(), actor: 'a', correlationId: 'c', causationId: null, data: {}, position: 99 },
      adapters.docs,
    );
    expect(await articleQueries(adapters.docs).isEmpty()).toBe(true);
  });

  it('makes a slug even from a title with no letters, and bounds long ones', async () => {
    const queries = articleQueries(adapters.docs);
    expect(await queries.uniqueSlug('!!!')).toBe('article');
    const long = await queries.uniqueSlug(`${'word '.repeat(80)}end`);
    expect(long.length).toBeLessThanOrEqual(180);
    expect(long).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

describe('counting tags', () => {
  it('counts each tag once per article, case-insensitively, most used first then by name', () => {
    const a = (tags: string[]) => ({ tags }) as Parameters<typeof countTags>[0][number];
    expect(countTags([a(['Roads', 'roads', 'Budget']), a(['ROADS', 'Line 5']), a(['Budget'])])).toEqual([
      { id: 'budget', name: 'Budget', count: 2 },
      { id: 'roads', name: 'Roads', count: 2 },
      { id: 'line-5', name: 'Line 5', count: 1 },
    ]);
  });
});

describe('the filter bar values', () => {
  it('matches Michigan Politics by category or by level, and Federal Politics likewise', () => {
    expect(filterFor('michigan-politics')).toEqual({ $or: [{ level: 'Michigan Politics' }, { category: 'michigan-politics' }] });
    expect(filterFor('federal-politics')).toEqual({ $or: [{ level: 'Federal Politics' }, { category: 'federal' }] });
  });
  it('matches a section slug against the section in its enum spelling', () => {
    expect(filterFor('watchdog')).toEqual({ section: 'Watchdog' });
  });
});
