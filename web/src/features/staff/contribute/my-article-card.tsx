import type { Article } from '@mitics/contracts';
import { Link } from 'react-router-dom';

import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import * as styles from '../components/staff.css';
import { articleDateLine, canEdit, canSubmit, isLive, statusBadge } from '../lib/article-status';

type MyArticleCardProps = {
  article: Article;
  onEdit: (article: Article) => void;
  onSubmit: (article: Article) => void;
  /** This card's submission is on its way. */
  isSubmitting: boolean;
};

/** One of my articles (staff §2): title, status, byline, excerpt, image, date, notes and actions. */
export function MyArticleCard({ article, onEdit, onSubmit, isSubmitting }: MyArticleCardProps) {
  const badge = statusBadge(article.status);
  const titleId = `my-article-${article.id}`;
  return (
    <article className={styles.articleCard} aria-labelledby={titleId} data-status={article.status}>
      <div className={styles.editorBar}>
        <h3 id={titleId} className={styles.rowTitle}>
          {article.title}
        </h3>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      <p className={styles.muted}>
        By {article.author} · {articleDateLine(article)}
      </p>
      {article.imageUrl ? <img src={article.imageUrl} alt="" className={styles.cardImage} loading="lazy" decoding="async" /> : null}
      <p>{article.excerpt}</p>
      {article.reviewNotes ? (
        <div className={styles.notes}>
          <p className={styles.notesLabel}>Editor Notes:</p>
          <p>{article.reviewNotes}</p>
        </div>
      ) : null}
      <div className={styles.actions}>
        {isLive(article.status) ? (
          <Link to={`/article/${article.slug}`} className={styles.textLinkButton}>
            View Live
          </Link>
        ) : null}
        {canEdit(article.status) ? (
          <Button variant="secondary" size="sm" onPress={() => onEdit(article)}>
            Edit
          </Button>
        ) : null}
        {canSubmit(article.status) ? (
          <Button size="sm" isPending={isSubmitting} onPress={() => onSubmit(article)}>
            {isSubmitting ? 'Submitting...' : 'Submit for Review'}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
