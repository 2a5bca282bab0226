import type { Article, ArticleStatus } from '@mitics/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { textLink } from '../../../ui/layout.css';
import { adminArticlesQueryOptions, PANEL_ARTICLE_LIMIT } from '../api/articles';
import { SelectField } from '../components/fields';
import { LoadFailure, Loading } from '../components/load-states';
import * as styles from '../components/staff.css';
import { articleDateLine, statusBadge } from '../lib/article-status';
import type { AdminTabProps } from './admin-lock';
import { CreateArticleForm } from './create-article-form';
import { DeleteArticleDialog, EditArticleDialog } from './edit-article-dialog';

type Open = { kind: 'edit' | 'delete'; article: Article } | null;

type StatusFilter = ArticleStatus | 'all';

const STATUS_FILTERS: Array<{ id: StatusFilter; label: string }> = [
  { id: 'all', label: 'Every status' },
  { id: 'draft', label: 'Drafts' },
  { id: 'pending_review', label: 'Under Review' },
  { id: 'rejected', label: 'Needs Changes' },
  { id: 'approved', label: 'Approved' },
  { id: 'published', label: 'Published' },
];

/**
 * Every article, 10 at a time, newest first, each with Edit and Delete (staff
 * §2, §9): drafts, articles under review and returned ones too, not only what
 * is published; a status filter and Previous/Next pages.
 */
function RecentArticles() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [offset, setOffset] = useState(0);
  const articles = useQuery(adminArticlesQueryOptions(status, offset));
  const [open, setOpen] = useState<Open>(null);
  const total = articles.data?.total ?? 0;
  const rows = articles.data?.articles ?? [];
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + rows.length, total);

  return (
    <section className={styles.card} aria-labelledby="recent-articles-title">
      <div className={styles.editorBar}>
        <h2 id="recent-articles-title" className={styles.cardTitle}>
          Recent Articles
        </h2>
        <SelectField
          label="Show"
          options={STATUS_FILTERS}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setOffset(0);
          }}
        />
      </div>
      {articles.isPending ? (
        <Loading label="Loading articles" />
      ) : articles.isError ? (
        <LoadFailure what="articles" onRetry={() => void articles.refetch()} />
      ) : rows.length === 0 ? (
        <p className={styles.empty}>No articles found</p>
      ) : (
        <ul className={styles.list} aria-labelledby="recent-articles-title" aria-busy={articles.isPlaceholderData}>
          {rows.map((article) => (
            <li key={article.id} className={styles.row} data-testid="panel-article">
              <div className={styles.rowMain}>
                {article.status === 'published' ? (
                  <Link to={`/article/${article.slug}`} className={`${styles.rowTitle} ${textLink}`}>
                    {article.title}
                  </Link>
                ) : (
                  <span className={styles.rowTitle}>{article.title}</span>
                )}
                <p className={styles.muted}>
                  {article.author} · {article.category} · {articleDateLine(article)}
                </p>
                <p className={styles.actions}>
                  <Badge tone={statusBadge(article.status).tone}>{statusBadge(article.status).label}</Badge>
                  {article.isBreaking ? <Badge tone="breaking">Breaking</Badge> : null}
                  {article.isFeatured ? <Badge tone="michigan">Featured</Badge> : null}
                </p>
              </div>
              <div className={styles.rowActions}>
                <Button variant="secondary" size="sm" aria-label={`Edit “${article.title}”`} onPress={() => setOpen({ kind: 'edit', article })}>
                  Edit
                </Button>
                <Button variant="secondary" size="sm" aria-label={`Delete “${article.title}”`} onPress={() => setOpen({ kind: 'delete', article })}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {total > 0 ? (
        <nav className={styles.actions} aria-label="Article pages">
          <p className={styles.muted} aria-live="polite">
            Showing {from}–{to} of {total}
          </p>
          <Button variant="secondary" size="sm" isDisabled={offset === 0} onPress={() => setOffset(Math.max(0, offset - PANEL_ARTICLE_LIMIT))}>
            Previous
          </Button>
          <Button variant="secondary" size="sm" isDisabled={offset + PANEL_ARTICLE_LIMIT >= total} onPress={() => setOffset(offset + PANEL_ARTICLE_LIMIT)}>
            Next
          </Button>
        </nav>
      ) : null}
      {open?.kind === 'edit' ? <EditArticleDialog article={open.article} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'delete' ? <DeleteArticleDialog article={open.article} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

export function ArticlesTab(_props: AdminTabProps) {
  return (
    <>
      <CreateArticleForm />
      <RecentArticles />
    </>
  );
}
