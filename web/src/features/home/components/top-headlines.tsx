import { Link } from 'react-router-dom';

import { formatArticleTime } from '../../articles/lib/format';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import { useLatestArticles } from '../api/latest-articles';
import { sideStories } from '../lib/hero';
import { categoryLabel, TOP_TILES_COUNT, topTiles } from '../lib/sections';
import { useHeroLead } from './hero';
import * as styles from './hero.css';
import * as layout from './home-layout.css';

function TilesSkeleton() {
  return (
    <LoadingRegion label="Loading top headlines">
      <div className={styles.tiles}>
        {Array.from({ length: TOP_TILES_COUNT }, (_, index) => (
          <div key={index} className={styles.tile}>
            <Skeleton width="6rem" height="0.875rem" />
            <Skeleton width="95%" height="1.25rem" />
            <Skeleton width="60%" height="1.25rem" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

/** Compact headline tiles under the hero: the next latest stories the hero does not show. */
export function TopHeadlines() {
  const { lead, isPending: loading } = useHeroLead();
  const latest = useLatestArticles();

  const shown = [lead?.article.id, ...sideStories(latest.data, lead?.article).map((article) => article.id)];
  const tiles = loading ? [] : topTiles(latest.data, shown);
  if (!loading && tiles.length === 0) return null;

  return (
    <section aria-labelledby="top-headlines-heading" className={layout.topHeadlinesSection}>
      <h2 id="top-headlines-heading" className={layout.railHeading}>
        Top Headlines
      </h2>
      {loading ? (
        <TilesSkeleton />
      ) : (
        <ul className={styles.tiles} data-testid="top-headlines">
          {tiles.map((article) => (
            <li key={article.id} className={styles.tile}>
              <p className={layout.meta}>
                <span className={styles.tileKicker}>{categoryLabel(article.category)}</span>
                <time dateTime={article.publishedAt ?? undefined}>{formatArticleTime(article.publishedAt)}</time>
              </p>
              <h3 className={styles.tileTitle}>
                <Link to={`/article/${article.slug}`} className={layout.storyLink}>
                  {article.title || 'Untitled Article'}
                </Link>
              </h3>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
