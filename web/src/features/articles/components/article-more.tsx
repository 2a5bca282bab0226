import { ArticleMoreStories } from './article-more-stories';
import { ArticleRelated } from './article-related';
import * as styles from './article-detail.css';

/**
 * Below the article: related stories and the carousel of more stories. A chunk
 * of its own, not needed to show the article: a page the server drew keeps
 * the server's markup here until this code arrives and takes it over.
 */
export default function ArticleMore({ slug }: { slug: string }) {
  return (
    <div className={styles.more}>
      <ArticleRelated slug={slug} />
      <ArticleMoreStories slug={slug} />
    </div>
  );
}
