import { Skeleton } from '../../../ui/skeleton';
import type { CardVariant } from './article-card';
import * as styles from './article-card.css';

const TITLE_HEIGHT: Record<CardVariant, string> = { large: '2.5rem', medium: '1.5rem', standard: '1.25rem' };

/** Placeholder with the shape of an ArticleCard of the same variant. */
export function ArticleCardSkeleton({ variant }: { variant: CardVariant }) {
  return (
    <div className={styles.card({ variant })} data-testid="article-card-skeleton">
      <div className={styles.mediaBox({ variant })}>
        <Skeleton height="100%" />
      </div>
      <div className={styles.body[variant]}>
        <Skeleton width="8rem" height="1rem" />
        <Skeleton width="92%" height={TITLE_HEIGHT[variant]} />
        {variant === 'standard' ? null : <Skeleton width="70%" height={TITLE_HEIGHT[variant]} />}
        <Skeleton width="100%" height="0.875rem" />
        <Skeleton width="60%" height="0.875rem" />
      </div>
    </div>
  );
}
