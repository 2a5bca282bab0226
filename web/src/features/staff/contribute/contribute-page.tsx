import type { Article, UserAccount } from '@mitics/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { errorDetail } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { container } from '../../../ui/layout.css';
import { showToast } from '../../../ui/toast';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { myArticlesQueryOptions, updateArticle } from '../api/articles';
import { refreshOnConflict, retryMutationOnce } from '../api/retry';
import { useSignedOutOn401 } from '../api/session';
import { staffKeys } from '../api/staff-keys';
import { LoadFailure, Loading } from '../components/load-states';
import { RequireStaff } from '../components/staff-guard';
import { StaffHeader } from '../components/staff-header';
import * as styles from '../components/staff.css';
import { submitForReviewBody } from '../lib/article-form';
import { ContributorEditor } from './contributor-editor';
import { MyArticleCard } from './my-article-card';

/** The editor panel: closed, open on a new draft, or open on one of my articles. */
type Panel = { open: false } | { open: true; article: Article | null };

function MyArticles({ user }: { user: UserAccount }) {
  const queryClient = useQueryClient();
  const articles = useQuery(myArticlesQueryOptions());
  const [panel, setPanel] = useState<Panel>({ open: false });
  const submit = useMutation({
    mutationKey: staffKeys.mutations.article(),
    mutationFn: (article: Article) => updateArticle({ id: article.id, body: submitForReviewBody(new Date()), version: article.version }),
    retry: retryMutationOnce,
    onSuccess: () => {
      showToast({ title: 'Article submitted for review!' });
      return queryClient.invalidateQueries({ queryKey: staffKeys.myArticles() });
    },
    onError: (error) => {
      refreshOnConflict(queryClient, error);
      showToast({ title: 'Failed to submit article', description: errorDetail(error), variant: 'destructive' });
    },
  });
  useSignedOutOn401(articles.error, submit.error);

  // The panel opens above the list and takes focus on its title field.
  const openEditor = (article: Article | null) => setPanel({ open: true, article });

  return (
    <div className={container}>
      <div className={styles.page}>
        <StaffHeader kicker="Contributor dashboard" title="My Articles" user={user}>
          Welcome back, {user.fullName}
        </StaffHeader>
        <div className={styles.actions}>
          {/* Toggles the panel for a new article; while an article is open for editing, starts a new one instead. */}
          <Button
            onPress={() => (panel.open && panel.article === null ? setPanel({ open: false }) : openEditor(null))}
            aria-expanded={panel.open && panel.article === null}
          >
            Write New Article
          </Button>
        </div>
        {panel.open ? (
          <ContributorEditor
            // A fresh form for each article opened.
            key={panel.article?.id ?? 'new'}
            user={user}
            article={panel.article}
            onDone={() => setPanel({ open: false })}
          />
        ) : null}
        <section className={styles.form} aria-labelledby="my-articles-title">
          <h2 id="my-articles-title" className={styles.sectionTitle}>
            Your articles
          </h2>
          {articles.isPending ? (
            <Loading label="Loading your articles" />
          ) : articles.isError ? (
            <LoadFailure what="articles" onRetry={() => void articles.refetch()} />
          ) : articles.data.length === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>No articles yet</p>
              <p>Get started by writing your first article!</p>
              <Button onPress={() => openEditor(null)}>Write Your First Article</Button>
            </div>
          ) : (
            <div className={styles.list}>
              {articles.data.map((article) => (
                <MyArticleCard
                  key={article.id}
                  article={article}
                  onEdit={openEditor}
                  onSubmit={(chosen) => submit.mutate(chosen)}
                  isSubmitting={submit.isPending && submit.variables.id === article.id}
                />
              ))}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

/** /contribute, 'My Articles' (staff §2, §4, §5): signed-in writers only. */
export default function ContributePage() {
  useDocumentTitle('My Articles');
  return <RequireStaff title="My Articles">{(user) => <MyArticles user={user} />}</RequireStaff>;
}
