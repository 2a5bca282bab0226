import type { Article, ArticleFilter } from '@mitics/contracts';
import { matchesFilter, type Projection } from '@mitics/kit';
import { evolve, initialState, toContentEvent } from '../article.ts';
import { articleIdOf, filterFor } from '../projections/articles.ts';
import { createSearchIndex, type SearchIndex } from './search-index.ts';

export interface ArticleSearchQuery {
  query: string;
  offset: number;
  limit: number;
  category?: ArticleFilter | undefined;
}

export interface ArticleSearchResult {
  /** The page, most relevant first. */
  articles: Article[];
  /** Published articles matching, in all. */
  total: number;
}

export interface ArticleSearch {
  /** Keeps the index: the article events, folded in memory and replayed from the log at every start. */
  projection: Projection;
  search(query: ArticleSearchQuery): ArticleSearchResult;
}

/** The fields the index reads; a change to any of them re-indexes the article. */
const indexed = (a: Article) => [a.title, a.excerpt, a.content, a.author, a.tags.join('\u0000'), a.publishedAt, a.status];
const sameIndexedFields = (a: Article, b: Article) => {
  const x = indexed(a);
  const y = indexed(b);
  return x.every((v, i) => v === y[i]);
};

/**
 * The search index over published articles (ARCHITECTURE: "the search index
 * (a projection)"). It folds each article's events with the write side's own
 * evolve, so an update carrying only changed fields re-indexes the whole
 * article; publishing adds it, any move out of published (back to review,
 * rejected) or a delete removes it. The folded articles answer the results,
 * with their versions, so a search reads nothing from the document store.
 */
export function createArticleSearch(index: SearchIndex = createSearchIndex()): ArticleSearch {
  const articles = new Map<string, { article: Article; version: number }>();

  const projection: Projection = {
    name: 'article-search',
    inMemory: true,
    async reset() {
      articles.clear();
      index.clear();
    },
    async apply(stored) {
      const event = toContentEvent(stored);
      if (!event) return;
      const id = articleIdOf(event);
      const held = articles.get(id);
      if (held && held.version >= stored.streamVersion) return;
      const next = evolve(held ? { kind: 'present', article: held.article } : initialState(), event);
      if (next.kind !== 'present') {
        articles.delete(id);
        index.remove(id);
        return;
      }
      articles.set(id, { article: next.article, version: stored.streamVersion });
      if (next.article.status !== 'published') {
        index.remove(id);
        return;
      }
      if (held && index.has(id) && sameIndexedFields(held.article, next.article)) return;
      index.add({ ...next.article, id });
    },
  };

  return {
    projection,
    search({ query, offset, limit, category }) {
      const inCategory = category ? filterFor(category) : null;
      const accept = inCategory
        ? (id: string) => {
            const held = articles.get(id);
            return held !== undefined && matchesFilter(held.article, inCategory);
          }
        : undefined;
      const hits = index.search(query, { offset, limit, ...(accept ? { accept } : {}) });
      const page = hits.ids.flatMap((id) => {
        const held = articles.get(id);
        return held ? [{ ...held.article, version: held.version }] : [];
      });
      return { articles: page, total: hits.total };
    },
  };
}
