import type { Podcast, PodcastEpisode } from '@mitics/contracts';
import type { Collection, DocumentStore, Projection } from '@mitics/kit';
import { toPodcastEvent } from './podcast.ts';

/** The podcasts read model: one document per show, with its episode count. */
export const PODCASTS = 'podcasts';
/** One document per episode, carrying its show's slug and title for the lists. */
export const PODCAST_EPISODES = 'podcast-episodes';

/** `_v` is the show stream's version last applied, so a redelivered event is skipped. */
type PodcastDoc = Podcast & { _id: string; _v: number };
type EpisodeDoc = PodcastEpisode & { _id: string };

const podcasts = (docs: DocumentStore): Collection<PodcastDoc> => docs.collection<PodcastDoc>(PODCASTS);
const episodes = (docs: DocumentStore): Collection<EpisodeDoc> => docs.collection<EpisodeDoc>(PODCAST_EPISODES);

const definedOnly = <T extends object>(patch: T): Partial<T> => Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
const strip = <T extends { _id: string }>({ _id, ...rest }: T): Omit<T, '_id'> => rest;

export const podcastsProjection: Projection = {
  name: 'podcasts',
  async init(docs) {
    await podcasts(docs).ensureIndex('slug', { unique: true });
    await episodes(docs).ensureIndex('podcastId');
    await episodes(docs).ensureIndex('publishedAt');
  },
  async reset(docs) {
    await podcasts(docs).deleteMany({});
    await episodes(docs).deleteMany({});
  },
  async apply(stored, docs) {
    const event = toPodcastEvent(stored);
    if (!event) return;
    const shows = podcasts(docs);
    const show = await shows.findOne({ _id: event.data.podcastId });
    if (show && show._v >= stored.streamVersion) return;
    switch (event.type) {
      case 'content.podcast.created': {
        const { podcastId, source: _source, createdAt, ...fields } = event.data;
        await shows.put({ ...fields, id: podcastId, episodeCount: 0, createdAt, updatedAt: createdAt, _id: podcastId, _v: stored.streamVersion });
        return;
      }
      case 'content.podcast.updated': {
        if (!show) return;
        const next = { ...show, ...definedOnly(event.data.changes), updatedAt: event.data.updatedAt, _v: stored.streamVersion };
        await shows.put(next);
        if (next.title !== show.title) {
          for (const episode of await episodes(docs).find({ podcastId: show.id })) await episodes(docs).put({ ...episode, podcastTitle: next.title });
        }
        return;
      }
      case 'content.podcast.episode-added': {
        if (!show) return;
        const { podcastId, episodeId, addedAt, ...fields } = event.data;
        await episodes(docs).put({ ...fields, id: episodeId, podcastId, podcastSlug: show.slug, podcastTitle: show.title, createdAt: addedAt, _id: episodeId });
        await shows.put({ ...show, episodeCount: show.episodeCount + 1, _v: stored.streamVersion });
        return;
      }
      case 'content.podcast.episode-updated': {
        if (!show) return;
        const episode = await episodes(docs).findOne({ _id: event.data.episodeId });
        if (episode) await episodes(docs).put({ ...episode, ...definedOnly(event.data.changes) });
        await shows.put({ ...show, _v: stored.streamVersion });
        return;
      }
    }
  },
};

/** The queries over the podcast read models, bound to one document store. */
export function podcastQueries(docs: DocumentStore) {
  return {
    /** Every show, by title. */
    async shows(): Promise<Podcast[]> {
      return (await podcasts(docs).find({}, { sort: { title: 1 } })).map((doc) => {
        const { _v, ...rest } = strip(doc);
        return rest;
      });
    },
    async showBySlug(slug: string): Promise<Podcast | null> {
      const doc = await podcasts(docs).findOne({ slug });
      if (!doc) return null;
      const { _v, ...rest } = strip(doc);
      return rest;
    },
    async showById(id: string): Promise<Podcast | null> {
      const doc = await podcasts(docs).findOne({ _id: id });
      if (!doc) return null;
      const { _v, ...rest } = strip(doc);
      return rest;
    },
    /** Episodes newest first (undated last), of one show or of all. */
    async episodes(query: { podcastId?: string | undefined; limit: number }): Promise<PodcastEpisode[]> {
      const filter = query.podcastId ? { podcastId: query.podcastId } : {};
      return (await episodes(docs).find(filter, { sort: { publishedAt: -1, createdAt: -1 }, limit: query.limit })).map(strip);
    },
    async slugTaken(slug: string, exceptId: string): Promise<boolean> {
      const doc = await podcasts(docs).findOne({ slug });
      return doc !== null && doc.id !== exceptId;
    },
  };
}
