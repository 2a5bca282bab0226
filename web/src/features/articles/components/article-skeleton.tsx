import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import * as styles from './article-detail.css';

/** Placeholder shaped like the article page: badges, headline, dek, byline, lead image, paragraphs. */
export function ArticleSkeleton() {
  return (
    <LoadingRegion label="Loading article">
      <div className={styles.article}>
        <div className={styles.header}>
          <Skeleton width="7rem" height="1.25rem" />
          <Skeleton width="100%" height="2.5rem" />
          <Skeleton width="75%" height="2.5rem" />
          <Skeleton width="90%" height="1.25rem" />
          <Skeleton width="16rem" height="1rem" />
        </div>
        <div className={styles.hero}>
          <Skeleton aspectRatio="16 / 9" />
        </div>
        <div className={styles.bodyPlaceholder}>
          {[100, 96, 98, 70, 100, 94, 60].map((width, index) => (
            <Skeleton key={index} width={`${width}%`} height="1.125rem" />
          ))}
        </div>
      </div>
    </LoadingRegion>
  );
}
