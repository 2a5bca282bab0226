import { ALL_PODCASTS_FEED_PATH, podcastFeedPath, type Podcast, type PodcastEpisode } from '@mitics/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type Key } from 'react';
import { Input, Label, SearchField, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';

import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { container } from '../../../ui/layout.css';
import * as page from '../../../ui/page.css';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import { episodesQueryOptions, podcastsQueryOptions } from '../api/podcasts';
import { emptyHint, episodeCountLabel, episodeDate, episodeDuration, LATEST_EPISODES, searchEpisodes, searchPodcasts } from '../lib/podcasts';
import { AudioPlayer } from './audio-player';
import * as styles from './podcasts.css';

type TabId = 'latest' | 'podcasts' | 'episodes';

function CardsSkeleton({ label, cover }: { label: string; cover?: boolean }) {
  return (
    <LoadingRegion label={label}>
      <div className={page.grid}>
        {[0, 1, 2].map((index) => (
          <div key={index} className={page.card}>
            {cover ? <Skeleton aspectRatio="1 / 1" /> : null}
            <Skeleton width="40%" height="1.25rem" />
            <Skeleton width="85%" height="1.5rem" />
            <Skeleton height="3rem" />
            <Skeleton width="9rem" height="2.75rem" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

function Empty({ title, search }: { title: string; search: string }) {
  return (
    <div className={page.empty}>
      <h3 className={page.emptyTitle}>{title}</h3>
      <p>{emptyHint(search)}</p>
    </div>
  );
}

function Failure({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className={page.empty} role="alert">
      <p className={page.emptyTitle}>Unable to load {what} right now.</p>
      <Button variant="secondary" onPress={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function EpisodeCard({ episode, onPlay }: { episode: PodcastEpisode; onPlay: (episode: PodcastEpisode) => void }) {
  const headingId = `episode-${episode.id}`;
  return (
    <article className={page.card} aria-labelledby={headingId} data-testid="episode-card">
      <div className={page.badges}>
        <Badge tone="michigan">{episode.podcastTitle}</Badge>
        {episode.explicit ? <Badge tone="breaking">Explicit</Badge> : null}
      </div>
      <h3 id={headingId} className={page.cardTitle}>
        {episode.title}
      </h3>
      {episode.description ? <p>{episode.description}</p> : null}
      <p className={page.meta}>
        <span>Duration: {episodeDuration(episode.duration)}</span> · <span>{episodeDate(episode.publishedAt)}</span>
      </p>
      <div className={page.actions}>
        {episode.audioUrl ? (
          <Button onPress={() => onPlay(episode)} aria-label={`Play Episode: ${episode.title}`}>
            Play Episode
          </Button>
        ) : (
          <Button isDisabled variant="secondary">
            Coming Soon
          </Button>
        )}
      </div>
    </article>
  );
}

function PodcastCard({ podcast, onViewEpisodes }: { podcast: Podcast; onViewEpisodes: (podcast: Podcast) => void }) {
  const headingId = `podcast-${podcast.id}`;
  return (
    <article className={page.card} aria-labelledby={headingId} data-testid="podcast-card">
      {podcast.imageUrl ? (
        <img className={styles.cover} src={podcast.imageUrl} alt={`${podcast.title} cover art`} width={400} height={400} loading="lazy" />
      ) : (
        <div className={styles.coverPlaceholder} aria-hidden="true">
          {podcast.title.slice(0, 1)}
        </div>
      )}
      <h3 id={headingId} className={page.cardTitle}>
        {podcast.title}
      </h3>
      <p className={page.meta}>
        by {podcast.author ?? 'Unknown'} · {episodeCountLabel(podcast.episodeCount)}
      </p>
      {podcast.explicit ? (
        <p>
          <Badge tone="breaking">Explicit</Badge>
        </p>
      ) : null}
      {podcast.description ? <p>{podcast.description}</p> : null}
      <div className={page.actions}>
        <Button variant="secondary" size="sm" onPress={() => onViewEpisodes(podcast)} aria-label={`View Episodes of ${podcast.title}`}>
          View Episodes
        </Button>
        <a className={styles.linkButton} href={podcastFeedPath(podcast.slug)} aria-label={`RSS feed of ${podcast.title}`}>
          RSS
        </a>
      </div>
    </article>
  );
}

/** /podcast (reader §2): hero, search, three tabs, skeletons, empty states and the player. */
export default function PodcastPage() {
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<TabId>('latest');
  const [show, setShow] = useState<Podcast | null>(null);
  const [playing, setPlaying] = useState<PodcastEpisode | null>(null);
  const podcasts = useQuery(podcastsQueryOptions());
  const episodes = useQuery(episodesQueryOptions());

  const matchingEpisodes = episodes.data ? searchEpisodes(episodes.data, search) : [];
  const shownEpisodes = show ? matchingEpisodes.filter((e) => e.podcastId === show.id) : matchingEpisodes;

  const viewEpisodes = (podcast: Podcast) => {
    setShow(podcast);
    setTab('episodes');
  };

  const episodeGrid = (list: PodcastEpisode[], emptyTitle: string) => {
    if (episodes.isPending) return <CardsSkeleton label="Loading episodes" />;
    if (episodes.isError) return <Failure what="episodes" onRetry={() => void episodes.refetch()} />;
    if (list.length === 0) return <Empty title={emptyTitle} search={search} />;
    return (
      <div className={page.grid}>
        {list.map((episode) => (
          <EpisodeCard key={episode.id} episode={episode} onPlay={setPlaying} />
        ))}
      </div>
    );
  };

  return (
    <div className={container}>
      <div className={page.page}>
        <header className={page.hero}>
          <p className={page.kicker}>Listen</p>
          <h1 className={page.heroTitle}>Podcasts</h1>
          <p className={page.lead}>Conversations and short daily briefings on Michigan politics from the Mitics newsroom.</p>
        </header>

        <div className={styles.toolbar}>
          <SearchField value={search} onChange={setSearch} className={styles.searchField}>
            <Label className={page.meta}>Search podcasts and episodes</Label>
            <Input className={styles.searchInput} placeholder="Search podcasts and episodes..." />
          </SearchField>
        </div>

        <Tabs selectedKey={tab} onSelectionChange={(key: Key) => setTab(key as TabId)} className={styles.tabs}>
          <TabList aria-label="Podcast sections" className={styles.tabList}>
            <Tab id="latest" className={styles.tab}>
              Latest Episodes
            </Tab>
            <Tab id="podcasts" className={styles.tab}>
              All Podcasts
            </Tab>
            <Tab id="episodes" className={styles.tab}>
              All Episodes
            </Tab>
          </TabList>
          <TabPanel id="latest" className={styles.tabPanel}>
            <div className={styles.panelHead}>
              <h2 className={page.sectionTitle}>Latest Episodes</h2>
              <a className={styles.linkButton} href={ALL_PODCASTS_FEED_PATH}>
                RSS Feed
              </a>
            </div>
            {episodeGrid(matchingEpisodes.slice(0, LATEST_EPISODES), 'No Episodes Yet')}
          </TabPanel>
          <TabPanel id="podcasts" className={styles.tabPanel}>
            <h2 className={page.sectionTitle}>All Podcasts</h2>
            {podcasts.isPending ? (
              <CardsSkeleton label="Loading podcasts" cover />
            ) : podcasts.isError ? (
              <Failure what="podcasts" onRetry={() => void podcasts.refetch()} />
            ) : searchPodcasts(podcasts.data, search).length === 0 ? (
              <Empty title="No Podcasts Found" search={search} />
            ) : (
              <div className={page.grid}>
                {searchPodcasts(podcasts.data, search).map((podcast) => (
                  <PodcastCard key={podcast.id} podcast={podcast} onViewEpisodes={viewEpisodes} />
                ))}
              </div>
            )}
          </TabPanel>
          <TabPanel id="episodes" className={styles.tabPanel}>
            <div className={styles.panelHead}>
              <h2 className={page.sectionTitle}>{show ? `Episodes of ${show.title}` : 'All Episodes'}</h2>
              {show ? (
                <Button variant="secondary" size="sm" onPress={() => setShow(null)}>
                  Show all episodes
                </Button>
              ) : null}
            </div>
            {episodeGrid(shownEpisodes, 'No Episodes Found')}
          </TabPanel>
        </Tabs>
      </div>
      {playing ? <AudioPlayer episode={playing} onClose={() => setPlaying(null)} /> : null}
    </div>
  );
}
