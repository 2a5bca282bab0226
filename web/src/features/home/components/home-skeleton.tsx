import { ArticleCardSkeleton } from '../../articles/components/article-card-skeleton';
import { container } from '../../../ui/layout.css';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import * as styles from './hero.css';
import * as layout from './home-layout.css';
import * as ticker from './live-ticker.css';

/*
 * Kept apart from the sections so the router can show the page's shape while
 * the home chunk loads, without pulling the sections into the entry bundle.
 */

/** The ticker bar while its data loads: same height, so nothing below moves. */
export function TickerPlaceholder() {
  return (
    <div className={ticker.bar} data-testid="live-ticker-loading">
      <div className={`${container} ${ticker.inner}`}>
        <span aria-hidden="true" className={ticker.placeholder} />
      </div>
    </div>
  );
}

export function HeroSkeleton() {
  return (
    <LoadingRegion label="Loading top stories">
      <div className={styles.hero} data-testid="hero-skeleton">
        <div className={styles.lead}>
          <div className={styles.leadMedia}>
            <Skeleton height="100%" />
          </div>
          <div className={styles.leadBody}>
            <Skeleton width="10rem" height="1.25rem" />
            <Skeleton width="95%" height="2.5rem" />
            <Skeleton width="70%" height="2.5rem" />
            <Skeleton width="100%" height="1rem" />
            <Skeleton width="80%" height="1rem" />
          </div>
        </div>
        <div className={styles.side}>
          <ArticleCardSkeleton variant="medium" />
          <ArticleCardSkeleton variant="medium" />
        </div>
      </div>
    </LoadingRegion>
  );
}

/** 'Michigan in Washington' while its chunk loads: heading, cards and issues as blocks. */
export function WashingtonSkeleton() {
  return (
    <LoadingRegion label="Loading Michigan in Washington">
      <div className={layout.washingtonSkeleton}>
        <Skeleton width="18rem" height="2rem" />
        <Skeleton height="36rem" />
        <Skeleton height="14rem" />
      </div>
    </LoadingRegion>
  );
}

/**
 * The home page's first screen while its code loads: the ticker bar and the
 * hero, all a reader sees of it. Only for a moment (the server preloads the
 * code), so no more than that is built and laid out only to be thrown away.
 */
export function HomeSkeleton() {
  return (
    <>
      <TickerPlaceholder />
      <div className={`${container} ${layout.page}`}>
        <div className={layout.full}>
          <HeroSkeleton />
        </div>
      </div>
    </>
  );
}
