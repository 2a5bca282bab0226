import { ArticleCard } from '../../articles/components/article-card';
import { ArticleCardSkeleton } from '../../articles/components/article-card-skeleton';
import { LoadingRegion } from '../../../ui/skeleton';
import { useLatestArticles } from '../api/latest-articles';
import { gridArticles } from '../lib/sections';
import * as layout from './home-layout.css';

const SKELETONS = 6;

/** The card grid (reader §2): articles 2 to 10 of the latest list; six skeletons while loading. */
export function StoryGrid() {
  const { data, isPending } = useLatestArticles();
  const articles = gridArticles(data);
  if (!isPending && articles.length === 0) return null;

  return (
    <section aria-labelledby="more-stories-heading">
      <h2 id="more-stories-heading" className={layout.sectionHeading}>
        More Stories
      </h2>
      {isPending ? (
        <LoadingRegion label="Loading more stories">
          <div className={layout.cardGrid}>
            {Array.from({ length: SKELETONS }, (_, index) => (
              <ArticleCardSkeleton key={index} variant="medium" />
            ))}
          </div>
        </LoadingRegion>
      ) : (
        <ul className={layout.cardGrid} data-testid="story-grid">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} variant="medium" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
