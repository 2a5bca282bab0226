import type { RssFeedView } from '@mitics/contracts';
import type { Collection, DocumentStore, Projection } from '@mitics/kit';
import { evolveFeed, initialFeedState, toFeedEvent, type Feed, type FeedState } from '../feed.ts';

/** The feeds read model: one document per configured feed. */
export const FEEDS = 'feeds';

/** `_v` is the stream version last applied, so a redelivered event is skipped. */
export type FeedDoc = Feed & { _id: string; _v: number };

/**
 * What each fetch left behind that is not an event: when it ran and the HTTP
 * validators for the next conditional GET. Losing it costs one unconditional
 * fetch (items are deduplicated anyway), so it is kept apart from the log.
 */
export const FEED_FETCH_STATE = 'feed-fetch-state';

export interface FeedFetchState {
  _id: string;
  checkedAt: string;
  /** The last fetch that succeeded, changed or not. */
  okAt: string | null;
  etag: string | null;
  lastModified: string | null;
}

const feeds = (docs: DocumentStore): Collection<FeedDoc> => docs.collection<FeedDoc>(FEEDS);
export const fetchStates = (docs: DocumentStore): Collection<FeedFetchState> => docs.collection<FeedFetchState>(FEED_FETCH_STATE);

export function toFeed(doc: FeedDoc): Feed {
  const { _id, _v, ...feed } = doc;
  return feed;
}

export const feedsProjection: Projection = {
  name: 'feeds',
  async init(docs) {
    await feeds(docs).ensureIndex('url', { unique: true });
  },
  async reset(docs) {
    await feeds(docs).deleteMany({});
  },
  async apply(stored, docs) {
    const event = toFeedEvent(stored);
    if (!event) return;
    const collection = feeds(docs);
    const id = event.data.feedId;
    const doc = await collection.findOne({ _id: id });
    if (doc && doc._v >= stored.streamVersion) return;
    const state: FeedState = doc ? { kind: 'present', feed: toFeed(doc) } : initialFeedState();
    const next = evolveFeed(state, event);
    if (next.kind === 'present') await collection.put({ ...next.feed, _id: id, _v: stored.streamVersion });
  },
};

const later = (a: string | null, b: string | null): string | null => (!a ? b : !b ? a : a > b ? a : b);

/** The panel's view of a feed: the read model plus when the last good fetch ran. */
export function feedView(feed: Feed, state: FeedFetchState | null): RssFeedView {
  return {
    id: feed.id,
    name: feed.name,
    url: feed.url,
    isActive: feed.isActive,
    trusted: feed.trusted,
    addedAt: feed.addedAt,
    lastFetched: later(feed.lastFetched, state?.okAt ?? null),
    health: feed.health,
    lastError: feed.lastError,
    lastErrorAt: feed.lastErrorAt,
    itemsIngested: feed.itemsIngested,
  };
}

/** Queries over the feeds read model. */
export function feedQueries(docs: DocumentStore) {
  const collection = feeds(docs);
  const states = fetchStates(docs);
  return {
    async byId(id: string): Promise<Feed | null> {
      const doc = await collection.findOne({ _id: id });
      return doc ? toFeed(doc) : null;
    },
    async byUrl(url: string): Promise<Feed | null> {
      const doc = await collection.findOne({ url });
      return doc ? toFeed(doc) : null;
    },
    /** Every feed, oldest first (the order they were added in). */
    async all(filter: { activeOnly?: boolean } = {}): Promise<Feed[]> {
      return (await collection.find(filter.activeOnly ? { isActive: true } : {}, { sort: { addedAt: 1 } })).map(toFeed);
    },
    async views(): Promise<RssFeedView[]> {
      const list = await this.all();
      const fetched = new Map((await states.find({})).map((s) => [s._id, s]));
      return list.map((feed) => feedView(feed, fetched.get(feed.id) ?? null));
    },
    async view(id: string): Promise<RssFeedView | null> {
      const feed = await this.byId(id);
      return feed ? feedView(feed, await states.findOne({ _id: id })) : null;
    },
  };
}
