import { useRelatedArticles, RELATED_LIMIT } from '../api/get-related-articles';
import { ArticleGrid, ArticleGridSkeleton } from './article-grid';
import * as styles from './article-page.css';

/** 'More Michigan Politics': up to three related articles. Left out when there are none or they fail to load. */
export function ArticleRelated({ slug }: { slug: string }) {
  const { data, isPending, isError } = useRelatedArticles(slug);
  if (isError || (!isPending && data.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby="related-heading" data-testid="related-articles">
      <h2 id="related-heading" className={styles.sectionHeading}>
        More Michigan Politics
      </h2>
      {isPending ? (
        <ArticleGridSkeleton count={RELATED_LIMIT} label="Loading related articles" />
      ) : (
        <ArticleGrid articles={data} />
      )}
    </section>
  );
}
