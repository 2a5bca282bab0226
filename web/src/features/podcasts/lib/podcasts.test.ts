import type { PodcastEpisode } from '@mitics/contracts';
import { describe, expect, it } from 'vitest';

import { emptyHint, episodeCountLabel, episodeDate, episodeDuration, searchEpisodes } from './podcasts';

const episode = (over: Partial<PodcastEpisode>): PodcastEpisode => ({
  id: 'e1',
  podcastId: 'p1',
  podcastSlug: 'capitol-week',
  podcastTitle: 'Capitol Week',
  guid: 'g',
  title: 'The road money deal',
  description: 'Who gave up what.',
  duration: '12:05',
  audioUrl: '/a.mp3',
  audioType: 'audio/mpeg',
  audioLength: 1,
  explicit: false,
  publishedAt: '2026-11-18T15:00:00.000Z',
  createdAt: '2026-11-18T15:00:00.000Z',
  ...over,
});

describe('episode cards (reader §2)', () => {
  it("show the date as MMM d, yyyy and the duration, or 'Unknown'", () => {
    expect(episodeDate('2026-11-18T15:00:00.000Z')).toBe('Nov 18, 2026');
    expect(episodeDate(null)).toBe('Unknown');
    expect(episodeDuration(null)).toBe('Unknown');
    expect(episodeDuration('12:05')).toBe('12:05');
    expect(episodeCountLabel(1)).toBe('1 episode');
    expect(episodeCountLabel(4)).toBe('4 episodes');
  });
});

describe('the podcast search', () => {
  it('keeps episodes whose title, description or show has every word, in any case', () => {
    const list = [episode({ id: 'a' }), episode({ id: 'b', title: 'Lame duck', description: 'Bills left.', podcastTitle: 'The Lansing Minute' })];
    expect(searchEpisodes(list, 'ROAD money').map((e) => e.id)).toEqual(['a']);
    expect(searchEpisodes(list, 'lansing').map((e) => e.id)).toEqual(['b']);
    expect(searchEpisodes(list, '  ').map((e) => e.id)).toEqual(['a', 'b']);
  });

  it("hints 'Try adjusting your search terms.' only while searching", () => {
    expect(emptyHint('road')).toBe('Try adjusting your search terms.');
    expect(emptyHint('')).toBe('Check back soon...');
  });
});
