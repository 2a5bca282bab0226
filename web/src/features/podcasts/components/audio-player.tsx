import type { PodcastEpisode } from '@mitics/contracts';
import { useEffect, useRef } from 'react';

import { Button } from '../../../ui/button';
import * as page from '../../../ui/page.css';
import * as styles from './podcasts.css';

/**
 * The episode playing: its title and show, and the browser's own audio
 * controls (keyboard and screen-reader ready), kept in view at the bottom.
 * Playback starts from the Play Episode press that opened it.
 */
export function AudioPlayer({ episode, onClose }: { episode: PodcastEpisode; onClose: () => void }) {
  const audioRef = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.load();
    // A refused autoplay leaves the controls for the reader to press.
    void audio.play().catch(() => undefined);
  }, [episode.id]);

  return (
    <section className={styles.player} aria-label="Now playing" data-testid="audio-player">
      <div>
        <p className={page.meta}>Now playing · {episode.podcastTitle}</p>
        <p className={page.cardTitle} aria-live="polite">
          {episode.title}
        </p>
      </div>
      <audio ref={audioRef} className={styles.audio} controls preload="metadata" src={episode.audioUrl ?? undefined} aria-label={`Audio: ${episode.title}`}>
        Your browser cannot play this audio.
      </audio>
      <Button variant="secondary" size="sm" onPress={onClose}>
        Close player
      </Button>
    </section>
  );
}
