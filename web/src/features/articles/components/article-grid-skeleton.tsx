import { LoadingRegion } from '../../../ui/skeleton';
import { ArticleCardSkeleton } from './article-card-skeleton';
import * as styles from './article-grid.css';

/** Placeholder cards in the grid's shape; six unless told. */
export function ArticleGridSkeleton({ count = 6, label = 'Loading articles' }: { count?: number; label?: string }) {
  return (
    <LoadingRegion label={label}>
      <div className={styles.grid}>
        {Array.from({ length: count }, (_, index) => (
          <ArticleCardSkeleton key={index} variant="medium" />
        ))}
      </div>
    </LoadingRegion>
  );
}
