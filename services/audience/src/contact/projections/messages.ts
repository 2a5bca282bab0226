import type { ContactMessageRecord } from '@mitics/contracts';
import type { Collection, DocumentStore, Projection } from '@mitics/kit';
import { evolveMessage, initialMessageState, toMessageEvent } from '../message.ts';

/** The contact messages read model: one document per message, for the admin panel. */
export const CONTACT_MESSAGES = 'contact-messages';

type MessageDoc = ContactMessageRecord & { _id: string };

const messages = (docs: DocumentStore): Collection<MessageDoc> => docs.collection<MessageDoc>(CONTACT_MESSAGES);

export const contactMessagesProjection: Projection = {
  name: 'contact-messages',
  async init(docs) {
    await messages(docs).ensureIndex('receivedAt');
  },
  async reset(docs) {
    await messages(docs).deleteMany({});
  },
  async apply(stored, docs) {
    const event = toMessageEvent(stored);
    if (!event) return;
    const next = evolveMessage(initialMessageState(), event);
    if (next.kind === 'received') await messages(docs).put({ ...next.message, _id: next.message.id });
  },
};

/** Messages newest first. */
export function contactMessageQueries(docs: DocumentStore) {
  const collection = messages(docs);
  return {
    async list(query: { limit: number; offset: number }): Promise<ContactMessageRecord[]> {
      const found = await collection.find({}, { sort: { receivedAt: -1, _id: 1 }, skip: query.offset, limit: query.limit });
      return found.map(({ _id, ...message }) => message);
    },
  };
}
