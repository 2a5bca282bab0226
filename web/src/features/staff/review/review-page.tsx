import type { Article } from '@mitics/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListBox, ListBoxItem, type Selection } from 'react-aria-components';

import { errorDetail } from '../../../lib/api-client';
import { formatLongDate, parseDate } from '../../../lib/dates';
import { ArticleBody } from '../../../ui/article-body';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { container } from '../../../ui/layout.css';
import { showToast } from '../../../ui/toast';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { publishReviewed, reviewQueueQueryOptions } from '../api/articles';
import { markReaderCachesStale, refreshOnConflict, retryMutationOnce } from '../api/retry';
import { useSignedOutOn401 } from '../api/session';
import { staffKeys } from '../api/staff-keys';
import { LoadFailure, Loading } from '../components/load-states';
import { RequireStaff } from '../components/staff-guard';
import { StaffHeader } from '../components/staff-header';
import * as styles from '../components/staff.css';
import { RequestChangesDialog } from './request-changes-dialog';

const TITLE = 'Review Queue';

function submittedLine(article: Article): string {
  const date = parseDate(article.submittedAt ?? article.createdAt);
  return date ? `Submitted ${formatLongDate(date)}` : 'Submitted recently';
}

/** The selected article as readers would see it, with the editor's two decisions. */
function ReviewPreview({ article, onRequestChanges }: { article: Article; onRequestChanges: () => void }) {
  const queryClient = useQueryClient();
  const publish = useMutation({
    mutationKey: staffKeys.mutations.review(),
    mutationFn: publishReviewed,
    retry: retryMutationOnce,
    onSuccess: (published) => {
      queryClient.setQueryData<Article[]>(staffKeys.reviewQueue(), (queue) => queue?.filter((item) => item.id !== article.id));
      showToast({ title: 'Article published', description: `“${published.title || article.title}” is now live on the website.` });
      void queryClient.invalidateQueries({ queryKey: staffKeys.articles() });
      void markReaderCachesStale(queryClient);
    },
    onError: (error) => {
      refreshOnConflict(queryClient, error);
      showToast({ title: 'Failed to publish article', description: errorDetail(error), variant: 'destructive' });
    },
  });

  return (
    <section className={styles.card} aria-labelledby="review-preview-title" data-testid="review-preview">
      <div className={styles.editorBar}>
        <p className={styles.kicker}>Preview</p>
        <div className={styles.actions}>
          <Button isPending={publish.isPending} onPress={() => publish.mutate(article)}>
            {publish.isPending ? 'Publishing...' : 'Approve & Publish'}
          </Button>
          <Button variant="secondary" isDisabled={publish.isPending} onPress={onRequestChanges}>
            Request Changes
          </Button>
        </div>
      </div>
      <div className={styles.previewColumn}>
        <p className={styles.actions}>
          <Badge tone="outline">{article.category}</Badge>
          {article.isBreaking ? <Badge tone="breaking">Breaking</Badge> : null}
        </p>
        <h2 id="review-preview-title" className={styles.previewTitle}>
          {article.title}
        </h2>
        <p className={styles.muted}>
          By {article.author} · {submittedLine(article)}
        </p>
        {article.imageUrl ? <img src={article.imageUrl} alt="" className={styles.previewImage} /> : null}
        <p className={styles.previewDek}>{article.excerpt}</p>
        <ArticleBody content={article.content} leadImageUrl={article.imageUrl} />
      </div>
    </section>
  );
}

function Queue() {
  const queue = useQuery(reviewQueueQueryOptions());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [requesting, setRequesting] = useState<Article | null>(null);
  useSignedOutOn401(queue.error);

  if (queue.isPending) return <Loading label="Loading the review queue" />;
  if (queue.isError) return <LoadFailure what="review queue" onRetry={() => void queue.refetch()} />;
  if (queue.data.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>No articles waiting for review</p>
        <p>Articles that contributors submit for review appear here.</p>
      </div>
    );
  }

  const selected = queue.data.find((article) => article.id === selectedId) ?? queue.data[0];
  const choose = (keys: Selection) => {
    if (keys === 'all') return;
    const [key] = [...keys];
    if (typeof key === 'string') setSelectedId(key);
  };

  return (
    <div className={styles.reviewLayout}>
      <section className={styles.form} aria-labelledby="queue-title">
        <h2 id="queue-title" className={styles.sectionTitle}>
          Waiting for review ({queue.data.length})
        </h2>
        <ListBox
          aria-labelledby="queue-title"
          items={queue.data}
          selectionMode="single"
          // Selection follows the arrow keys, so the preview follows too.
          selectionBehavior="replace"
          disallowEmptySelection
          selectedKeys={selected ? [selected.id] : []}
          onSelectionChange={choose}
          className={styles.queueList}
        >
          {(article) => (
            <ListBoxItem id={article.id} textValue={article.title} className={styles.queueItem}>
              <span className={styles.rowTitle}>{article.title}</span>
              <span className={styles.muted}>By {article.author}</span>
              <span className={styles.muted}>{submittedLine(article)}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </section>
      {selected ? <ReviewPreview key={selected.id} article={selected} onRequestChanges={() => setRequesting(selected)} /> : null}
      {requesting ? <RequestChangesDialog article={requesting} onClose={() => setRequesting(null)} /> : null}
    </div>
  );
}

/** /review (issue 4, beyond the spec): editors and admins publish submitted articles or send them back with notes. */
export default function ReviewPage() {
  useDocumentTitle(TITLE);
  return (
    <RequireStaff roles={['editor', 'admin']} title={TITLE}>
      {(user) => (
        <div className={container}>
          <div className={styles.page}>
            <StaffHeader kicker="Editors" title={TITLE} user={user}>
              Read what contributors submitted, then publish it or send it back with notes.
            </StaffHeader>
            <Queue />
          </div>
        </div>
      )}
    </RequireStaff>
  );
}
