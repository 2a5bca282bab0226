import type { Article } from '@mitics/contracts';
import { useState, type ReactNode } from 'react';

import { PlainButton } from '../../../ui/plain-button';
import { useArticles } from '../api/get-articles';
import { ArticleCard } from './article-card';
import { HeadlinesLayout, HeadlinesSkeleton } from './headlines-layout';
import * as styles from './latest-headlines.css';

export const HEADLINES_PAGE_SIZE = 15;
export const HEADLINES_STEP = 6;

type LatestHeadlinesProps = {
  /** 'all' (no filter) or a filter value sent as `category`. */
  category?: string;
  /** Trimmed search text; empty for none. */
  search?: string;
  onClearSearch?: () => void;
  /** Load the first card's image at once, at high priority (false when a hero above holds the page's lead image). */
  priorityLead?: boolean;
};

function HeadlinesList({ articles, priorityLead }: { articles: Article[]; priorityLead: boolean }) {
  const [first, ...others] = articles;
  const medium = others.slice(0, 2);
  const standard = others.slice(2);
  return (
    <HeadlinesLayout
      lead={first ? <ArticleCard article={first} variant="large" priority={priorityLead} /> : null}
      secondary={medium.map((article) => (
        <ArticleCard key={article.id} article={article} variant="medium" />
      ))}
      rest={
        standard.length > 0 ? (
          <ul className={styles.river}>
            {standard.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} variant="standard" />
              </li>
            ))}
          </ul>
        ) : null
      }
    />
  );
}

/** 'Latest Headlines': one large, two medium, then standard cards, with 'Load More Stories'. */
export function LatestHeadlines({ category = 'all', search = '', onClearSearch, priorityLead = true }: LatestHeadlinesProps) {
  const [limit, setLimit] = useState(HEADLINES_PAGE_SIZE);
  const { data, isPending, isError, isFetching, isPlaceholderData } = useArticles({
    limit,
    offset: 0,
    category,
    search,
  });

  let content: ReactNode;
  if (isPending) {
    content = <HeadlinesSkeleton />;
  } else if (isError) {
    content = (
      <p role="alert" className={styles.error}>
        Failed to fetch articles
      </p>
    );
  } else if (data.length === 0) {
    content = (
      <p className={styles.message}>
        {search ? `No articles found matching "${search}"` : 'No articles available in this category'}
      </p>
    );
  } else {
    content = (
      <>
        <HeadlinesList articles={data} priorityLead={priorityLead} />
        {/* While more are loading the shown list is the shorter one: keep the button (and focus). */}
        {isPlaceholderData || data.length >= limit ? (
          <div className={styles.more}>
            <PlainButton
              variant="secondary"
              isPending={isFetching && isPlaceholderData}
              onPress={() => setLimit((current) => current + HEADLINES_STEP)}
            >
              Load More Stories
            </PlainButton>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="latest-headlines-heading">
      <div className={styles.headingRow}>
        <h2 id="latest-headlines-heading" className={styles.heading}>
          Latest Headlines
        </h2>
        {search ? (
          <p className={styles.searchNote}>
            <span>Stories matching &ldquo;{search}&rdquo;</span>
            {onClearSearch ? (
              <PlainButton variant="secondary" size="sm" onPress={onClearSearch}>
                Clear search
              </PlainButton>
            ) : null}
          </p>
        ) : null}
      </div>
      {content}
    </section>
  );
}
