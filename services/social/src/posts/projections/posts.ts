import type { SocialPost } from '@mitics/contracts';
import type { Collection, DocumentStore, Projection } from '@mitics/kit';
import { evolvePost, initialPostState, toSocialEvent, type PostState } from '../post.ts';

/** The posts read model: one document per post, with where it stands. */
export const POSTS = 'posts';

type PostDoc = SocialPost & { _id: string; _v: number };

const posts = (docs: DocumentStore): Collection<PostDoc> => docs.collection<PostDoc>(POSTS);

const toPost = ({ _id, _v, ...post }: PostDoc): SocialPost => post;

export const postsProjection: Projection = {
  name: 'posts',
  async init(docs) {
    await posts(docs).ensureIndex('status');
    await posts(docs).ensureIndex('requestedAt');
  },
  async reset(docs) {
    await posts(docs).deleteMany({});
  },
  async apply(stored, docs) {
    const event = toSocialEvent(stored);
    if (!event || !event.type.startsWith('social.post.')) return;
    const id = (event.data as { postId: string }).postId;
    const collection = posts(docs);
    const doc = await collection.findOne({ _id: id });
    if (doc && doc._v >= stored.streamVersion) return;
    const state: PostState = doc ? { kind: 'present', post: toPost(doc) } : initialPostState();
    const next = evolvePost(state, event);
    if (next.kind === 'present') await collection.put({ ...next.post, _id: id, _v: stored.streamVersion });
  },
};

export function postQueries(docs: DocumentStore) {
  const collection = posts(docs);
  return {
    async byId(id: string): Promise<SocialPost | null> {
      const doc = await collection.findOne({ _id: id });
      return doc ? toPost(doc) : null;
    },
    /** Newest first. */
    async recent(limit: number): Promise<SocialPost[]> {
      return (await collection.find({}, { sort: { requestedAt: -1 }, limit })).map(toPost);
    },
    /** Posts still to work on: new, waiting for a retry, or caught mid-attempt (after a crash). */
    async unfinished(): Promise<SocialPost[]> {
      return (await collection.find({ status: { $in: ['requested', 'retrying', 'in-flight'] } }, { sort: { requestedAt: 1 } })).map(toPost);
    },
  };
}
