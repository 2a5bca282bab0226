import { useState } from 'react';
import { Link } from 'react-router-dom';

import { useBreakingArticle } from '../../articles/api/get-breaking-article';
import { container } from '../../../ui/layout.css';
import { useLatestArticles } from '../api/latest-articles';
import {
  TICKER_BREAKING_REFRESH_MS,
  TICKER_LATEST_REFRESH_MS,
  tickerDuration,
  tickerItems,
  tickerTime,
  type TickerItem,
} from '../lib/ticker';
import { TickerPlaceholder } from './home-skeleton';
import * as styles from './live-ticker.css';
import { PlainButton } from '../../../ui/plain-button';

const HEADING_ID = 'live-ticker-heading';

function PauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" fill="currentColor">
      {paused ? <path d="M3 1.5l9 5.5-9 5.5z" /> : <path d="M3 1.5h3v11H3zM8 1.5h3v11H8z" />}
    </svg>
  );
}

function TickerLabel() {
  return (
    <h2 id={HEADING_ID} className={styles.label}>
      <span aria-hidden="true" className={styles.dot} />
      Live Updates
    </h2>
  );
}

function ItemText({ item }: { item: TickerItem }) {
  return item.breaking ? <strong className={styles.breakingText}>{item.title}</strong> : <>{item.title}</>;
}

/**
 * The red live bar (reader §2): the breaking story and the latest three, each
 * with its time and link, scrolling; 'All Updates' leads to /breaking. It polls
 * (breaking every 15 s, the list every 30 s) and the live stream refreshes it
 * sooner. Hidden when there is nothing to show.
 */
export function LiveTicker() {
  const breaking = useBreakingArticle({ refetchInterval: TICKER_BREAKING_REFRESH_MS });
  const latest = useLatestArticles({ refetchInterval: TICKER_LATEST_REFRESH_MS });
  const [paused, setPaused] = useState(false);

  if (breaking.isPending || latest.isPending) {
    return <TickerPlaceholder />;
  }

  const items = tickerItems(breaking.data, latest.data);
  if (items.length === 0) return null;

  return (
    <section className={styles.bar} aria-labelledby={HEADING_ID} data-testid="live-ticker">
      <div className={`${container} ${styles.inner}`}>
        <TickerLabel />
        <div className={styles.viewport} data-paused={paused || undefined}>
          <div className={styles.track} style={{ animationDuration: `${tickerDuration(items.length)}s` }}>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id} className={styles.item}>
                  <time className={styles.time} dateTime={item.publishedAt ?? undefined}>
                    {tickerTime(item.publishedAt)}
                  </time>
                  <Link to={`/article/${item.slug}`} className={styles.link}>
                    <ItemText item={item} />
                  </Link>
                </li>
              ))}
            </ul>
            <div aria-hidden="true" className={styles.copy}>
              {items.map((item) => (
                <span key={item.id} className={styles.item}>
                  <span className={styles.time}>{tickerTime(item.publishedAt)}</span>
                  <ItemText item={item} />
                </span>
              ))}
            </div>
          </div>
        </div>
        <div className={styles.controls}>
          <PlainButton
            styled={false}
            className={styles.pause}
            aria-label={paused ? 'Play live updates' : 'Pause live updates'}
            onPress={() => setPaused((current) => !current)}
          >
            <PauseIcon paused={paused} />
            <span className={styles.pauseText}>{paused ? 'Play' : 'Pause'}</span>
          </PlainButton>
          <Link to="/breaking" className={styles.allUpdates}>
            All Updates
          </Link>
        </div>
      </div>
    </section>
  );
}
