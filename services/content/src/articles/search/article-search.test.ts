import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startService, type StartedService, type StoredEvent } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { contentService } from '../../definition.ts';
import { createArticle } from '../commands.ts';
import { createArticleSearch } from './article-search.ts';

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
const input = { title: 'Line 5 tunnel permit', excerpt: 'e', content: 'c', author: 'a', category: 'legislature' as const, imageUrl: null, videoUrl: null, sourceUrl: null, tags: [] };
const page = { offset: 0, limit: 20 };

/** A later event on the same stream, as another writer (or a future command) would append it. */
function next(last: StoredEvent, type: string, data: unknown): StoredEvent {
  return { ...last, id: `${last.id}-next`, type, data, streamVersion: last.streamVersion + 1, position: last.position + 1 };
}

describe('the article search projection', () => {
  it('drops an article that leaves published (an unpublish), and indexes it again when republished', async () => {
    const article = await createArticle(service.ctx, input, { meta });
    const events = await adapters.store.readStream(`article-${article.id}`);
    const search = createArticleSearch();
    for (const event of events) await search.projection.apply(event, adapters.docs);
    expect(search.search({ query: 'tunnel', ...page }).total).toBe(1);

    const last = events[events.length - 1];
    if (!last) throw new Error('no events');
    const unpublished = next(last, 'content.article.submitted', { articleId: article.id, submittedAt: '2025-07-01T00:00:00.000Z' });
    await search.projection.apply(unpublished, adapters.docs);
    expect(search.search({ query: 'tunnel', ...page })).toEqual({ articles: [], total: 0 });

    const republished = next(unpublished, 'content.article.published', { article: { ...article, status: 'published', title: 'Line 5 tunnel permit granted' } });
    await search.projection.apply(republished, adapters.docs);
    expect(search.search({ query: 'granted', ...page }).articles.map((a) => [a.id, a.version])).toEqual([[article.id, last.streamVersion + 2]]);
  });

  it('skips an event it already applied', async () => {
    const article = await createArticle(service.ctx, input, { meta });
    const events = await adapters.store.readStream(`article-${article.id}`);
    const search = createArticleSearch();
    for (const event of events) await search.projection.apply(event, adapters.docs);
    // The created event again, as a redelivery: the article stays published and found.
    const [created] = events;
    if (!created) throw new Error('no events');
    await search.projection.apply(created, adapters.docs);
    expect(search.search({ query: 'permit', ...page }).total).toBe(1);
  });

  it('ignores events of other services', async () => {
    const search = createArticleSearch();
    await search.projection.apply(
      { id: 'x', type: 'audience.user.registered', version: 1, stream: 'user-1', streamVersion: 1, occurredAt: new Date().toISOString(), actor: 'a', correlationId: 'c', causationId: null, data: {}, position: 99 },
      adapters.docs,
    );
    expect(search.search({ query: 'user', ...page }).total).toBe(0);
  });
});
