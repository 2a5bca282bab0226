import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Podcast, PodcastEpisode } from '@mitics/contracts';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { contentService } from '../definition.ts';
import { demoShows } from './demo-shows.ts';
import { seedPodcasts } from './seed.ts';

const PUBLIC = resolve(import.meta.dirname, '../../../../web/public');
let adapters: MemoryAdapters;
let service: StartedService;
const now = new Date('2026-11-20T12:00:00.000Z');

beforeEach(async () => {
  adapters = await memoryAdapters({ clock: () => now });
  service = await startService(contentService, adapters);
});
afterEach(async () => {
  await service.stop();
  await adapters.close();
});

const get = async <T>(path: string) => (await (await service.app.request(path)).json()) as T;

describe('the demo podcasts', () => {
  it('point at media that exist, with their real byte lengths, small enough to ship', () => {
    for (const demo of demoShows) {
      const audio = statSync(`${PUBLIC}${demo.audio.path}`);
      expect(audio.size, demo.audio.path).toBe(demo.audio.bytes);
      expect(audio.size).toBeLessThan(100 * 1024);
      if (demo.show.imageUrl) expect(statSync(`${PUBLIC}${demo.show.imageUrl}`).size).toBeLessThan(100 * 1024);
    }
  });

  it('are seeded once, with released episodes playable and an upcoming one without audio', async () => {
    expect(await seedPodcasts(service.ctx, { now, actor: 'system:seed' })).toBe(demoShows.length);
    expect(await seedPodcasts(service.ctx, { now, actor: 'system:seed' })).toBe(0);
    const shows = await get<Podcast[]>('/podcasts');
    expect(shows.map((s) => s.title).sort()).toEqual(demoShows.map((d) => d.show.title).sort());
    const episodes = await get<PodcastEpisode[]>('/podcast-episodes');
    expect(episodes).toHaveLength(demoShows.reduce((n, d) => n + d.episodes.length, 0));
    expect(episodes.filter((e) => e.audioUrl === null).map((e) => e.title)).toEqual(['Budget season preview']);
    expect(episodes.find((e) => e.title === 'The road money deal, explained')).toMatchObject({ audioType: 'audio/mpeg', audioLength: 36_885, duration: '0:09' });
  });
});
