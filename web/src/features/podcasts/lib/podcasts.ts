import type { Podcast, PodcastEpisode } from '@mitics/contracts';

import { localParts, shortDate } from '../../../lib/intl';

/** Latest Episodes shows the 6 newest (reader §9). */
export const LATEST_EPISODES = 6;

/** 'Nov 18, 2026' (MMM d, yyyy), or 'Unknown' (reader §2). */
export function episodeDate(iso: string | null): string {
  if (!iso) return 'Unknown';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : shortDate(localParts(date));
}

export const episodeDuration = (duration: string | null): string => duration ?? 'Unknown';

const matches = (query: string, ...texts: Array<string | null>) => texts.some((text) => text?.toLowerCase().includes(query));

/** The client-side search (reader §2): every word must appear in the title, description or show. */
export function searchEpisodes(episodes: readonly PodcastEpisode[], search: string): PodcastEpisode[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...episodes];
  return episodes.filter((e) => words.every((word) => matches(word, e.title, e.description, e.podcastTitle)));
}

export function searchPodcasts(podcasts: readonly Podcast[], search: string): Podcast[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...podcasts];
  return podcasts.filter((p) => words.every((word) => matches(word, p.title, p.description, p.author)));
}

/** The empty-state hint (reader §2): 'Try adjusting your search terms.' while searching, else 'Check back soon...'. */
export const emptyHint = (search: string): string => (search.trim() ? 'Try adjusting your search terms.' : 'Check back soon...');

export const episodeCountLabel = (count: number): string => `${count} ${count === 1 ? 'episode' : 'episodes'}`;
