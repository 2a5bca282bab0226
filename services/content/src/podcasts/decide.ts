import { createHash } from 'node:crypto';
import { EpisodeAdded, EpisodeUpdated, PodcastCreated, PodcastUpdated, type EpisodeFields, type ShowFields } from '@mitics/contracts';
import { emit, type NewPodcastEvent, type ShowState } from './podcast.ts';

/** ImportShow: a show's fields and episodes as its feed has them now. */
export type ImportShow = {
  type: 'ImportShow';
  data: { podcastId: string; slug: string; source: string; show: ShowFields; episodes: EpisodeFields[]; at: string };
};

/** An episode's id: derived from its show and guid, so the same episode is the same id in every import. */
export const episodeIdFor = (podcastId: string, guid: string): string => createHash('sha256').update(`${podcastId}\n${guid}`).digest('hex').slice(0, 24);

function changed<T extends Record<string, unknown>>(current: T, next: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as Array<keyof T>) {
    if (JSON.stringify(current[key]) !== JSON.stringify(next[key])) changes[key] = next[key];
  }
  return changes;
}

/**
 * The events one import of a feed produces: the show created (first time) or
 * its changed fields, then each new episode and each changed one. Unchanged
 * data gives no events, so re-running an import records nothing. Episodes a
 * feed no longer lists are kept (feeds often drop their oldest items).
 */
export function importShow({ data }: ImportShow, state: ShowState): NewPodcastEvent[] {
  const events: NewPodcastEvent[] = [];
  const { podcastId, at } = data;
  if (state.kind === 'absent') {
    events.push(emit(PodcastCreated, { ...data.show, podcastId, slug: data.slug, source: data.source, createdAt: at }));
  } else {
    const changes = changed(state.show, data.show);
    if (Object.keys(changes).length > 0) events.push(emit(PodcastUpdated, { podcastId, changes, updatedAt: at }));
  }
  const known = state.kind === 'present' ? state.episodes : new Map<string, EpisodeFields & { episodeId: string }>();
  const seen = new Set<string>();
  for (const episode of data.episodes) {
    if (seen.has(episode.guid)) continue;
    seen.add(episode.guid);
    const existing = known.get(episode.guid);
    if (!existing) {
      events.push(emit(EpisodeAdded, { ...episode, podcastId, episodeId: episodeIdFor(podcastId, episode.guid), addedAt: at }));
      continue;
    }
    const { episodeId, guid: _g, ...current } = existing;
    const { guid: _guid, ...next } = episode;
    const changes = changed(current, next);
    if (Object.keys(changes).length > 0) events.push(emit(EpisodeUpdated, { podcastId, episodeId, changes, updatedAt: at }));
  }
  return events;
}
