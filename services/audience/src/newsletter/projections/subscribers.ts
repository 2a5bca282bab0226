import type { Collection, DocumentStore, Projection } from '@mitics/kit';
import { evolve, initialState, toNewsletterEvent, type Subscriber, type SubscriberState } from '../subscriber.ts';

/**
 * The subscribers read model: one document per subscriber, for the admin list
 * and the stats. The email is unique here too, as a backstop to the
 * email-keyed streams.
 */
export const SUBSCRIBERS = 'subscribers';

/** `_v` is the stream version last applied, so a redelivered event is skipped. */
export type SubscriberDoc = Subscriber & { _id: string; _v: number };

const subscribers = (docs: DocumentStore): Collection<SubscriberDoc> => docs.collection<SubscriberDoc>(SUBSCRIBERS);

export function toSubscriber(doc: SubscriberDoc): Subscriber {
  const { _id, _v, ...subscriber } = doc;
  return subscriber;
}

export const subscribersProjection: Projection = {
  name: 'subscribers',
  async init(docs) {
    const collection = subscribers(docs);
    await collection.ensureIndex('email', { unique: true });
    await collection.ensureIndex('subscribedAt');
    await collection.ensureIndex('isActive');
  },
  async reset(docs) {
    await subscribers(docs).deleteMany({});
  },
  async apply(stored, docs) {
    const event = toNewsletterEvent(stored);
    if (!event) return;
    const collection = subscribers(docs);
    const id = event.data.subscriberId;
    const doc = await collection.findOne({ _id: id });
    if (doc && doc._v >= stored.streamVersion) return;
    // The read model folds the same evolve as the write side, so both agree on every field.
    const state: SubscriberState = doc ? { kind: 'subscribed', subscriber: toSubscriber(doc) } : initialState();
    const next = evolve(state, event);
    if (next.kind === 'subscribed') await collection.put({ ...next.subscriber, _id: id, _v: stored.streamVersion });
  },
};

const NEWEST_FIRST = { subscribedAt: -1, _id: 1 } as const;

/** The queries over the subscribers read model, bound to one document store. */
export function subscriberQueries(docs: DocumentStore) {
  const collection = subscribers(docs);
  return {
    /** Subscribers, newest first (the admin panel's list). */
    async list(query: { limit: number; offset: number }): Promise<Subscriber[]> {
      return (await collection.find({}, { sort: NEWEST_FIRST, skip: query.offset, limit: query.limit })).map(toSubscriber);
    },

    /** How many addresses receive the newsletter. */
    activeCount(): Promise<number> {
      return collection.count({ isActive: true });
    },

    /** Every subscriber counted, active or not. */
    totalCount(): Promise<number> {
      return collection.count({});
    },

    /** Every active address, newest first: the admin's copy for a mailing. */
    async activeEmails(): Promise<string[]> {
      return (await collection.find({ isActive: true }, { sort: NEWEST_FIRST })).map((doc) => doc.email);
    },
  };
}

export type SubscriberQueries = ReturnType<typeof subscriberQueries>;
