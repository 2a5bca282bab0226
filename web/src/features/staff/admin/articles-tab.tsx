import type { Article } from '@mitics/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { textLink } from '../../../ui/layout.css';
import { recentArticlesQueryOptions } from '../api/articles';
import { LoadFailure, Loading } from '../components/load-states';
import * as styles from '../components/staff.css';
import { articleDateLine } from '../lib/article-status';
import type { AdminTabProps } from './admin-lock';
import { CreateArticleForm } from './create-article-form';
import { DeleteArticleDialog, EditArticleDialog } from './edit-article-dialog';

type Open = { kind: 'edit' | 'delete'; article: Article } | null;

/** The first 10 articles, each with Edit and Delete (staff §2, §9). */
function RecentArticles() {
  const articles = useQuery(recentArticlesQueryOptions());
  const [open, setOpen] = useState<Open>(null);

  return (
    <section className={styles.card} aria-labelledby="recent-articles-title">
      <h2 id="recent-articles-title" className={styles.cardTitle}>
        Recent Articles
      </h2>
      {articles.isPending ? (
        <Loading label="Loading articles" />
      ) : articles.isError ? (
        <LoadFailure what="articles" onRetry={() => void articles.refetch()} />
      ) : articles.data.length === 0 ? (
        <p className={styles.empty}>No articles found</p>
      ) : (
        <ul className={styles.list} aria-labelledby="recent-articles-title">
          {articles.data.map((article) => (
            <li key={article.id} className={styles.row} data-testid="panel-article">
              <div className={styles.rowMain}>
                <Link to={`/article/${article.slug}`} className={`${styles.rowTitle} ${textLink}`}>
                  {article.title}
                </Link>
                <p className={styles.muted}>
                  {article.author} · {article.category} · {articleDateLine(article)}
                </p>
                {article.isBreaking || article.isFeatured ? (
                  <p className={styles.actions}>
                    {article.isBreaking ? <Badge tone="breaking">Breaking</Badge> : null}
                    {article.isFeatured ? <Badge tone="michigan">Featured</Badge> : null}
                  </p>
                ) : null}
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
