import type { Podcast, PodcastEpisode } from '@mitics/contracts';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch } from '../../../lib/api-client';

/** Query keys of the podcast page; nothing else builds them. */
export const podcastKeys = {
  all: ['podcasts'] as const,
  shows: () => [...podcastKeys.all, 'shows'] as const,
  episodes: () => [...podcastKeys.all, 'episodes'] as const,
};

/** GET /api/podcasts (reader §7). */
export const podcastsQueryOptions = () => queryOptions({ queryKey: podcastKeys.shows(), queryFn: () => apiFetch<Podcast[]>('/api/podcasts') });

/** GET /api/podcast-episodes (reader §7): newest first. */
export const episodesQueryOptions = () => queryOptions({ queryKey: podcastKeys.episodes(), queryFn: () => apiFetch<PodcastEpisode[]>('/api/podcast-episodes') });
