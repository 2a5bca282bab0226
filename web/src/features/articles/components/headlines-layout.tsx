import type { ReactNode } from 'react';

import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import { ArticleCardSkeleton } from './article-card-skeleton';
import * as styles from './latest-headlines.css';

/** Lead story beside two secondary stories, then the rest below. */
export function HeadlinesLayout({ lead, secondary, rest }: { lead: ReactNode; secondary: ReactNode; rest: ReactNode }) {
  return (
    <>
      <div className={styles.lead}>
        <div>{lead}</div>
        <div className={styles.secondary}>{secondary}</div>
      </div>
      {rest}
    </>
  );
}

/** Six placeholder cards in the headlines layout: one large, two medium, three standard. */
export function HeadlinesSkeleton() {
  return (
    <LoadingRegion label="Loading headlines">
      <HeadlinesLayout
        lead={<ArticleCardSkeleton variant="large" />}
        secondary={
          <>
            <ArticleCardSkeleton variant="medium" />
            <ArticleCardSkeleton variant="medium" />
          </>
        }
        rest={
          <div className={styles.river}>
            <ArticleCardSkeleton variant="standard" />
            <ArticleCardSkeleton variant="standard" />
            <ArticleCardSkeleton variant="standard" />
          </div>
        }
      />
    </LoadingRegion>
  );
}

/** The whole 'Latest Headlines' section while its page code or data loads. */
export function LatestHeadlinesSkeleton() {
  return (
    <div className={styles.section}>
      <div className={styles.headingRow}>
        <Skeleton width="12rem" height="2rem" />
      </div>
      <HeadlinesSkeleton />
    </div>
  );
}
