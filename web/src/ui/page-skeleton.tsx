import { pageTitle } from './layout.css';
import { LoadingRegion, Skeleton } from './skeleton';
import * as styles from './status-screen.css';

/** Placeholder for a titled page: a heading bar and a few lines of text. */
export function PageSkeleton() {
  return (
    <LoadingRegion label="Loading page">
      <div className={styles.screen}>
        <Skeleton width="6rem" height="0.875rem" />
        <Skeleton width="min(28rem, 90%)" height="2.5rem" className={pageTitle} />
        <Skeleton width="min(36rem, 100%)" height="1.125rem" />
        <Skeleton width="min(24rem, 80%)" height="1.125rem" />
      </div>
    </LoadingRegion>
  );
}
