import type { Article } from '@mitics/contracts';
import { Link } from 'react-router-dom';

import { Badge } from '../../../ui/badge';
import { categoryTone } from '../lib/category';
import { formatArticleTime, prettifyCategory } from '../lib/format';
import * as styles from './article-card.css';
import { CardImage } from './card-image';

export type CardVariant = 'large' | 'medium' | 'standard';

type ArticleCardProps = {
  article: Article;
  variant: CardVariant;
  headingLevel?: 2 | 3;
  /** Load the image eagerly (the first card above the fold). */
  priority?: boolean;
  /**
   * A badge every card of a list carries (reader §2): a red BREAKING badge on
   * the Breaking News page, a purple ANALYSIS badge on the Analysis page.
   */
  badge?: 'breaking' | 'analysis';
};

const TAG_LIMIT: Record<CardVariant, number> = { large: 3, medium: 2, standard: 2 };

function PlayIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
      <path d="M6 4l10 6-10 6z" />
    </svg>
  );
}

/** A headline card in one of the spec's three sizes. */
export function ArticleCard({ article, variant, headingLevel = 3, priority = false, badge }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = article.title || 'Untitled Article';
  const tags = article.tags.filter(Boolean).slice(0, TAG_LIMIT[variant]);

  return (
    <article className={styles.card({ variant })} data-variant={variant}>
      <div className={styles.mediaBox({ variant })}>
        <CardImage src={article.imageUrl} alt="" category={article.category} priority={priority} />
        {article.videoUrl ? (
          <>
            <span className={styles.videoBadge}>
              <Badge tone="neutral">Video</Badge>
            </span>
            <span className={styles.playIcon}>
              <PlayIcon />
            </span>
          </>
        ) : null}
      </div>
      <div className={styles.body[variant]}>
        <div className={styles.kicker}>
          {article.isBreaking || badge === 'breaking' ? <Badge tone="breaking">Breaking</Badge> : null}
          {badge === 'analysis' ? <Badge tone="federal">Analysis</Badge> : null}
          {(article.category === 'breaking' && (article.isBreaking || badge === 'breaking')) ||
          (article.category === 'analysis' && badge === 'analysis') ? null : (
            <Badge tone={categoryTone(article.category)}>{prettifyCategory(article.category)}</Badge>
          )}
          <time dateTime={article.publishedAt ?? undefined}>{formatArticleTime(article.publishedAt)}</time>
        </div>
        <Heading className={styles.title[variant]}>
          <Link to={`/article/${article.slug}`} className={styles.titleLink}>
            {title}
          </Link>
        </Heading>
        {article.excerpt ? <p className={styles.excerpt[variant]}>{article.excerpt}</p> : null}
        <p className={styles.meta}>
          <span className={styles.author}>{article.author || 'Author'}</span>
        </p>
        {tags.length > 0 ? (
          <ul className={styles.tags} aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
