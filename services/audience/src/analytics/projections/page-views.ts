import type { Collection, DocumentStore, Projection } from '@mitics/kit';
import { toAnalyticsTracked } from '../track.ts';

/** Page views per path per UTC day, counted from `page_view` events (article views are counted apart). */
export const PAGE_VIEWS = 'page-views';

/**
 * `_p` is the store position of the last event counted, so a re-applied event
 * (after a crash between applying and checkpointing) is not counted twice:
 * the runner applies events in position order.
 */
export interface PageViewDoc {
  _id: string;
  day: string;
  path: string;
  views: number;
  _p: number;
}

const pageViews = (docs: DocumentStore): Collection<PageViewDoc> => docs.collection<PageViewDoc>(PAGE_VIEWS);

export const pageViewsProjection: Projection = {
  name: 'page-views',
  async init(docs) {
    await pageViews(docs).ensureIndex('day');
  },
  async reset(docs) {
    await pageViews(docs).deleteMany({});
  },
  async apply(stored, docs) {
    const tracked = toAnalyticsTracked(stored);
    if (!tracked || tracked.name !== 'page_view') return;
    const collection = pageViews(docs);
    const day = tracked.receivedAt.slice(0, 10);
    const id = `${day} ${tracked.path}`;
    const doc = await collection.findOne({ _id: id });
    if (doc && doc._p >= stored.position) return;
    await collection.put({ _id: id, day, path: tracked.path, views: (doc?.views ?? 0) + 1, _p: stored.position });
  },
};

export interface PageViews {
  path: string;
  views: number;
}

/** The queries over the page-views read model. */
export function pageViewQueries(docs: DocumentStore) {
  const collection = pageViews(docs);
  return {
    /** One day's most viewed paths, most views first. */
    async byDay(day: string, limit: number): Promise<PageViews[]> {
      const docs = await collection.find({ day }, { sort: { views: -1, path: 1 }, limit });
      return docs.map(({ path, views }) => ({ path, views }));
    },
  };
}
