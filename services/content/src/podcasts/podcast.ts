import { podcastEvents, type EventContract, type EpisodeFields, type PodcastEvent, type ShowFields } from '@mitics/contracts';
import type { StoredEvent } from '@mitics/kit';
import type { z } from 'zod';

/** One show's write-side state: its fields and every episode it has had, by guid. */
export type ShowState =
  | { kind: 'absent' }
  | {
      kind: 'present';
      podcastId: string;
      slug: string;
      show: ShowFields;
      episodes: ReadonlyMap<string, EpisodeFields & { episodeId: string }>;
    };

export const initialShowState = (): ShowState => ({ kind: 'absent' });

/** A show and all its episodes share one stream, so one import of a feed is one atomic append. */
export const podcastStream = (podcastId: string): string => `podcast-${podcastId}`;

export type NewPodcastEvent = PodcastEvent & { version: number };

export function emit<T extends string, S extends z.ZodType>(contract: EventContract<T, S>, data: z.infer<S>) {
  return { type: contract.type, version: contract.version, data };
}

const contracts = new Map<string, EventContract<string, z.ZodType>>(Object.values(podcastEvents).map((c) => [c.type, c]));

/** A stored event as a typed podcast event (payload checked against its contract); other types give null. */
export function toPodcastEvent(event: { type: string; data: unknown }): PodcastEvent | null {
  const contract = contracts.get(event.type);
  if (!contract) return null;
  const data: unknown = contract.data.parse(event.data);
  return { type: contract.type, data } as PodcastEvent;
}

const definedOnly = <T extends object>(patch: T): Partial<T> => Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Applies one event. Pure. */
export function evolveShow(state: ShowState, event: PodcastEvent): ShowState {
  switch (event.type) {
    case 'content.podcast.created': {
      if (state.kind !== 'absent') return state;
      const { podcastId, slug, source: _source, createdAt: _at, ...show } = event.data;
      return { kind: 'present', podcastId, slug, show, episodes: new Map() };
    }
    case 'content.podcast.updated':
      if (state.kind !== 'present') return state;
      return { ...state, show: { ...state.show, ...definedOnly(event.data.changes) } };
    case 'content.podcast.episode-added': {
      if (state.kind !== 'present') return state;
      const { podcastId: _p, episodeId, addedAt: _a, ...fields } = event.data;
      const episodes = new Map(state.episodes);
      episodes.set(fields.guid, { ...fields, episodeId });
      return { ...state, episodes };
    }
    case 'content.podcast.episode-updated': {
      if (state.kind !== 'present') return state;
      const current = [...state.episodes.values()].find((e) => e.episodeId === event.data.episodeId);
      if (!current) return state;
      const episodes = new Map(state.episodes);
      episodes.set(current.guid, { ...current, ...definedOnly(event.data.changes) });
      return { ...state, episodes };
    }
    default:
      return exhaustive(event);
  }
}

export const evolveStoredShow = (state: ShowState, stored: StoredEvent): ShowState => {
  const event = toPodcastEvent(stored);
  return event ? evolveShow(state, event) : state;
};

export function exhaustive(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
