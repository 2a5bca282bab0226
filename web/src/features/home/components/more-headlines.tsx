import type { Article } from '@mitics/contracts';
import { Link } from 'react-router-dom';

import { Badge } from '../../../ui/badge';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import { useLatestArticles } from '../api/latest-articles';
import { categoryLabel, MORE_HEADLINES_COUNT, moreHeadlines } from '../lib/sections';
import { useHeroLead } from './hero';
import * as layout from './home-layout.css';
import * as styles from './rail.css';

/** The rail's list: title, category (hyphens as spaces) and a 'Breaking' tag. */
export function MoreHeadlinesList({ articles }: { articles: readonly Article[] }) {
  return (
    <ol className={styles.headlineList} data-testid="more-headlines">
      {articles.map((article) => (
        <li key={article.id} className={styles.headlineItem}>
          <div className={styles.headlineBody}>
            <h3 className={styles.headlineTitle}>
              <Link to={`/article/${article.slug}`} className={layout.storyLink}>
                {article.title || 'Untitled Article'}
              </Link>
            </h3>
            <p className={layout.meta}>
              <span className={styles.category}>{categoryLabel(article.category)}</span>
              {article.isBreaking ? <Badge tone="breaking">Breaking</Badge> : null}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** 'More Headlines' (reader §2): up to five latest stories other than the lead. */
export function MoreHeadlines() {
  const { lead, isPending: loading } = useHeroLead();
  const latest = useLatestArticles();
  const articles = loading ? [] : moreHeadlines(latest.data, lead?.article.id);

  return (
    <section aria-labelledby="more-headlines-heading" className={layout.railCard}>
      <h2 id="more-headlines-heading" className={layout.railHeading}>
        More Headlines
      </h2>
      {loading ? (
        <LoadingRegion label="Loading more headlines">
          {Array.from({ length: MORE_HEADLINES_COUNT }, (_, index) => (
            <div key={index} className={styles.headlineItem}>
              <div className={styles.headlineBody}>
                <Skeleton width="95%" height="1rem" />
                <Skeleton width="40%" height="0.875rem" />
              </div>
            </div>
          ))}
        </LoadingRegion>
      ) : articles.length > 0 ? (
        <MoreHeadlinesList articles={articles} />
      ) : (
        <p className={layout.quiet}>No other headlines yet.</p>
      )}
    </section>
  );
}
