import { ArticleSection, slugify, type Article, type ArticleFilter, type ContentEvent } from '@mitics/contracts';
import type { Collection, DocumentStore, Filter, Projection } from '@mitics/kit';
import { evolve, initialState, toContentEvent, type ArticleState } from '../article.ts';

/**
 * The articles read model: one document per live article, every status (the
 * staff views and slug uniqueness need drafts too). Public queries only ever
 * see `status: 'published'`. Deleted articles are removed, which frees their slug.
 */
export const ARTICLES = 'articles';

/** `_v` is the stream version last applied, so a redelivered event is skipped. */
export type ArticleDoc = Article & { _id: string; _v: number };

const articles = (docs: DocumentStore): Collection<ArticleDoc> => docs.collection<ArticleDoc>(ARTICLES);

/** The article as the API answers it, with its version (the stream version the read model has applied). */
export function toArticle(doc: ArticleDoc): Article {
  const { _id, _v, version: _stored, ...article } = doc;
  return { ...article, version: _v };
}

/** The article as evolve folds it: no version (the stream is the version). */
function foldable(doc: ArticleDoc): Article {
  const { _id, _v, version: _stored, ...article } = doc;
  return article;
}

/** The article an event is about. */
export const articleIdOf = (event: ContentEvent): string =>
  event.type === 'content.article.published' ? event.data.article.id : event.data.articleId;

export const articlesProjection: Projection = {
  name: 'articles',
  async init(docs) {
    const collection = articles(docs);
    await collection.ensureIndex('slug', { unique: true });
    await collection.ensureIndex('status');
    await collection.ensureIndex('publishedAt');
    await collection.ensureIndex('authorId', { sparse: true });
  },
  async reset(docs) {
    await articles(docs).deleteMany({});
  },
  async apply(stored, docs) {
    const event = toContentEvent(stored);
    if (!event) return;
    const collection = articles(docs);
    const id = articleIdOf(event);
    const doc = await collection.findOne({ _id: id });
    if (doc && doc._v >= stored.streamVersion) return;
    // The read model folds the same evolve as the write side, so both agree on every field.
    const state: ArticleState = doc ? { kind: 'present', article: foldable(doc) } : initialState();
    const next = evolve(state, event);
    if (next.kind === 'present') await collection.put({ ...next.article, _id: id, _v: stored.streamVersion });
    else if (next.kind === 'deleted') await collection.delete(id);
  },
};

const PUBLISHED: Filter = { status: 'published' };
const NEWEST_FIRST = { publishedAt: -1, _id: 1 } as const;

const sectionBySlug = new Map<string, ArticleSection>(ArticleSection.options.map((s) => [s.toLowerCase(), s]));

/**
 * What each home filter value matches (CONTEXT.md, "Article filter"):
 * a category value matches the category; 'federal-politics' the federal level
 * or category; 'breaking-news' the breaking flag or category; a section slug the
 * section, and 'legislature'/'analysis', being both, match either.
 */
export function filterFor(filter: ArticleFilter): Filter {
  const section = sectionBySlug.get(filter);
  switch (filter) {
    case 'michigan-politics':
      return { $or: [{ level: 'Michigan Politics' }, { category: 'michigan-politics' }] };
    case 'federal-politics':
      return { $or: [{ level: 'Federal Politics' }, { category: 'federal' }] };
    case 'breaking-news':
      return { $or: [{ isBreaking: true }, { category: 'breaking' }] };
    case 'legislature':
    case 'analysis':
      return { $or: [{ category: filter }, { section }] };
    case 'elections':
    case 'courts':
    case 'policy':
    case 'campaigns':
    case 'watchdog':
      return { section };
    default:
      return { category: filter };
  }
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface ListQuery {
  limit: number;
  offset: number;
  category?: ArticleFilter | undefined;
}

const and = (filters: Filter[]): Filter => (filters.length === 1 && filters[0] ? filters[0] : { $and: filters });

const MAX_SLUG_BASE = 180;

/** The queries over the articles read model, bound to one document store. */
export function articleQueries(docs: DocumentStore) {
  const collection = articles(docs);
  const many = async (filter: Filter, options: Parameters<Collection<ArticleDoc>['find']>[1]) =>
    (await collection.find(filter, options)).map(toArticle);

  return {
    /** Published articles, newest first, optionally filtered (a search goes to the search index instead). */
    list(query: ListQuery): Promise<Article[]> {
      const filters: Filter[] = [PUBLISHED];
      if (query.category) filters.push(filterFor(query.category));
      return many(and(filters), { sort: NEWEST_FIRST, skip: query.offset, limit: query.limit });
    },

    /** Published featured articles, newest first. */
    featured(limit = 20): Promise<Article[]> {
      return many({ ...PUBLISHED, isFeatured: true }, { sort: NEWEST_FIRST, limit });
    },

    /** The newest published breaking article, if any. */
    async breaking(): Promise<Article | null> {
      const [article] = await many({ ...PUBLISHED, isBreaking: true }, { sort: NEWEST_FIRST, limit: 1 });
      return article ?? null;
    },

    /** A published article by slug: what readers may see. */
    async bySlug(slug: string): Promise<Article | null> {
      const doc = await collection.findOne({ slug, ...PUBLISHED });
      return doc ? toArticle(doc) : null;
    },

    /** Any article by id, whatever its status: for staff. */
    async byId(id: string): Promise<Article | null> {
      const doc = await collection.findOne({ _id: id });
      return doc ? toArticle(doc) : null;
    },

    /** Every article by one author, whatever its status, newest created first ("my articles"). */
    byAuthor(authorId: string, limit = 100): Promise<Article[]> {
      return many({ authorId }, { sort: { createdAt: -1, _id: 1 }, limit });
    },

    /** Articles of any status for the staff lists, newest created first. */
    staffList(query: { status?: Article['status'] | undefined; limit: number; offset: number }): Promise<Article[]> {
      return many(query.status ? { status: query.status } : {}, { sort: { createdAt: -1, _id: 1 }, skip: query.offset, limit: query.limit });
    },

    /** How many articles the staff list has in all (of one status, or every status). */
    staffCount(status?: Article['status']): Promise<number> {
      return collection.count(status ? { status } : {});
    },

    /**
     * Up to `limit` other published articles sharing the category or a tag with
     * the given one: most shared tags first, then newest. Ranks the newest 200
     * candidates, which keeps the query bounded on a large archive.
     */
    async related(article: Article, limit = 3): Promise<Article[]> {
      const sameTopic: Filter[] = [{ category: article.category }];
      if (article.tags.length > 0) sameTopic.push({ tags: { $in: article.tags } });
      const candidates = await many({ ...PUBLISHED, _id: { $ne: article.id }, $or: sameTopic }, { sort: NEWEST_FIRST, limit: 200 });
      const mine = new Set(article.tags.map((t) => t.toLowerCase()));
      const shared = (a: Article) => a.tags.filter((t) => mine.has(t.toLowerCase())).length;
      return candidates
        .map((candidate, newestRank) => ({ candidate, shared: shared(candidate), newestRank }))
        .sort((a, b) => b.shared - a.shared || a.newestRank - b.newestRank)
        .slice(0, limit)
        .map((r) => r.candidate);
    },

    /** Published articles newer than `since` (ISO), or the latest `limit` when `since` is omitted. */
    recentlyPublished(options: { since?: string; limit: number }): Promise<Article[]> {
      const filter = options.since ? { ...PUBLISHED, publishedAt: { $gte: options.since } } : PUBLISHED;
      return many(filter, { sort: NEWEST_FIRST, limit: options.limit });
    },

    async isEmpty(): Promise<boolean> {
      return (await collection.count({})) === 0;
    },

    /**
     * The slug a new article gets: the wished slug (or the title's), with -2,
     * -3, ... appended when taken by a live article.
     */
    async uniqueSlug(wish: string): Promise<string> {
      const base = slugify(wish).slice(0, MAX_SLUG_BASE).replace(/-+$/, '') || 'article';
      // The usual case, a free slug, is one indexed look-up; only a taken one scans for its numbered siblings.
      if (!(await collection.findOne({ slug: base }))) return base;
      const taken = await collection.find({ slug: { $regex: new RegExp(`^${escapeRegExp(base)}(?:-\\d+)?$`) } });
      const slugs = new Set(taken.map((d) => d.slug));
      if (!slugs.has(base)) return base;
      let n = 2;
      while (slugs.has(`${base}-${n}`)) n += 1;
      return `${base}-${n}`;
    },
  };
}

export type ArticleQueries = ReturnType<typeof articleQueries>;
