import type { Article } from '@mitics/contracts';
import type { ReactNode } from 'react';

import { HydrateWhenNear } from '../../../ui/hydrate-when-near';
import { ArticleCard } from './article-card';
import * as styles from './article-grid.css';

export { ArticleGridSkeleton } from './article-grid-skeleton';

type ArticleGridProps = {
  articles: Article[];
  /** A badge on every card (the Breaking News and Analysis pages). */
  badge?: 'breaking' | 'analysis';
  headingLevel?: 2 | 3;
  /** Load the first card's image at once (the grid is above the fold). */
  eagerFirst?: boolean;
};

/** Article cards in a grid: one column on phones, two from 640 px, three from 960 px. */
export function ArticleGrid({ articles, badge, headingLevel = 3, eagerFirst = false }: ArticleGridProps) {
  return (
    <ul className={styles.grid}>
      {articles.map((article, index) => (
        // Each card is taken over as it nears the screen (a long list costs what its first screen shows).
        <HydrateWhenNear as="li" key={article.id}>
          <ArticleCard
            article={article}
            variant="medium"
            badge={badge}
            headingLevel={headingLevel}
            priority={eagerFirst && index === 0}
          />
        </HydrateWhenNear>
      ))}
    </ul>
  );
}

/** The empty state of a list: a short line and an optional hint. */
export function ArticleGridEmpty({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className={styles.message}>
      <p className={styles.messageTitle}>{title}</p>
      {hint ? <p>{hint}</p> : null}
      {children}
    </div>
  );
}

/** The error state of a list, announced to screen readers. */
export function ArticleGridError({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className={styles.message}>
      <p role="alert" className={styles.error}>
        {text}
      </p>
      {children}
    </div>
  );
}
