import type { FeedHealth, RssFeedView } from '@mitics/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';

import { errorDetail } from '../../../lib/api-client';
import { formatClock, formatLongDate, parseDate } from '../../../lib/dates';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { showToast } from '../../../ui/toast';
import { addFeed, feedsQueryOptions, refreshFeed } from '../api/feeds';
import { markReaderCachesStale, retryMutationOnce } from '../api/retry';
import { staffKeys } from '../api/staff-keys';
import { CheckboxField, TextInputField } from '../components/fields';
import { LoadFailure, Loading } from '../components/load-states';
import * as styles from '../components/staff.css';
import { useInvalidFields } from '../components/use-invalid-fields';
import { emptyFeedForm, feedBody, feedFormProblem, feedStats, type FeedField, type FeedForm } from '../lib/feed-form';
import { useLockOnRefusal, type AdminTabProps } from './admin-lock';

const HEALTH: Record<FeedHealth, { label: string; tone: 'green' | 'breaking' | 'neutral' }> = {
  new: { label: 'Not fetched yet', tone: 'neutral' },
  ok: { label: 'OK', tone: 'green' },
  failing: { label: 'Failing', tone: 'breaking' },
};

function when(value: string | null): string {
  const date = parseDate(value);
  if (!date) return 'Never';
  return `${formatLongDate(date)}, ${formatClock(date) ?? ''}`.trim();
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function AddFeedForm() {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FeedForm>(emptyFeedForm);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useInvalidFields<FeedField>();
  const mutation = useMutation({ mutationKey: staffKeys.mutations.feed(), mutationFn: addFeed, retry: retryMutationOnce });

  const set =
    <K extends keyof FeedForm>(field: K) =>
    (value: FeedForm[K]) => {
      setForm((current) => ({ ...current, [field]: value }));
      if (field === 'name' || field === 'url') fields.clear(field);
    };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problem = feedFormProblem(form);
    if (problem) {
      fields.report(problem, formRef.current);
      return;
    }
    mutation.mutate(feedBody(form), {
      onSuccess: (feed) => {
        setForm(emptyFeedForm);
        showToast({ title: 'RSS feed added successfully', description: feed.isActive ? 'Its first fetch has started.' : undefined });
        void queryClient.invalidateQueries({ queryKey: staffKeys.rssFeeds() });
      },
      onError: (error) => showToast({ title: 'Failed to add RSS feed', description: errorDetail(error), variant: 'destructive' }),
    });
  };

  return (
    <Form ref={formRef} className={styles.form} onSubmit={submit} validationBehavior="aria" aria-labelledby="add-feed-title">
      <h3 id="add-feed-title" className={styles.sectionTitle}>
        Add a feed
      </h3>
      <div className={styles.twoColumns}>
        <TextInputField label="Feed name" name="name" value={form.name} onChange={set('name')} isRequired isInvalid={fields.isInvalid('name')} placeholder="Michigan Capitol wire" />
        <TextInputField
          label="Feed URL"
          name="url"
          type="url"
          value={form.url}
          onChange={set('url')}
          isRequired
          isInvalid={fields.isInvalid('url')}
          placeholder="https://"
          description="An RSS or Atom address (http or https)."
        />
      </div>
      <div className={styles.checkboxRow}>
        <CheckboxField isSelected={form.isActive} onChange={set('isActive')}>
          Active (fetched on the schedule)
        </CheckboxField>
        <CheckboxField isSelected={form.trusted} onChange={set('trusted')}>
          Trusted (publish without review)
        </CheckboxField>
      </div>
      <div className={styles.formActions}>
        <Button type="submit" isDisabled={mutation.isPending}>
          {mutation.isPending ? 'Adding...' : 'Add Feed'}
        </Button>
      </div>
    </Form>
  );
}

function FeedRow({ feed, onRefresh, busy }: { feed: RssFeedView; onRefresh: () => void; busy: boolean }) {
  const health = HEALTH[feed.health];
  return (
    <li className={styles.row} data-testid="feed-row">
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>{feed.name}</p>
        <p className={styles.muted}>{feed.url}</p>
        <p className={styles.actions}>
          <Badge tone={health.tone}>{health.label}</Badge>
          <Badge tone={feed.isActive ? 'michigan' : 'neutral'}>{feed.isActive ? 'Active' : 'Inactive'}</Badge>
          <Badge tone="outline">{feed.trusted ? 'Trusted: publishes' : 'Drafts for review'}</Badge>
        </p>
        <p className={styles.muted}>
          Last fetched: {when(feed.lastFetched)} · {plural(feed.itemsIngested, 'article', 'articles')} ingested
        </p>
        {feed.lastError ? (
          <p className={styles.alert} data-testid="feed-error">
            <strong>Last fetch failed:</strong> {feed.lastError}
          </p>
        ) : null}
      </div>
      <div className={styles.rowActions}>
        <Button variant="secondary" size="sm" isDisabled={busy} onPress={onRefresh} aria-label={`Refresh ${feed.name}`}>
          {busy ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
    </li>
  );
}

/** RSS feed management (staff §2, §5, §7, §8): quick stats, add, list with each feed's state, refresh. */
export function RssFeedsTab({ onLocked }: AdminTabProps) {
  const queryClient = useQueryClient();
  const feeds = useQuery(feedsQueryOptions());
  useLockOnRefusal(feeds.error, onLocked);
  const refresh = useMutation({
    mutationKey: staffKeys.mutations.feed(),
    mutationFn: (feed: RssFeedView) => refreshFeed(feed.id),
    retry: retryMutationOnce,
    onSuccess: (result) => {
      if (result.ok) {
        const description = result.notModified
          ? 'The feed has not changed since the last fetch.'
          : result.ingested > 0
            ? `${plural(result.ingested, 'new article', 'new articles')} ${result.feed.trusted ? 'published' : 'saved as drafts for review'}.`
            : 'No new articles.';
        showToast({ title: 'RSS feed refreshed successfully', description });
        if (result.ingested > 0) {
          void queryClient.invalidateQueries({ queryKey: staffKeys.articles() });
          void markReaderCachesStale(queryClient);
        }
      } else {
        showToast({ title: 'Failed to refresh RSS feed', description: result.error ?? undefined, variant: 'destructive' });
      }
      return queryClient.invalidateQueries({ queryKey: staffKeys.rssFeeds() });
    },
    onError: (error) => showToast({ title: 'Failed to refresh RSS feed', description: errorDetail(error), variant: 'destructive' }),
  });

  const stats = feedStats(feeds.data ?? []);
  const busyId = refresh.isPending ? refresh.variables.id : null;

  return (
    <section className={styles.card} aria-labelledby="feeds-title">
      <div className={styles.rowMain}>
        <h2 id="feeds-title" className={styles.cardTitle}>
          RSS Feeds
        </h2>
        <p className={styles.muted} data-testid="feed-stats">
          {plural(stats.total, 'feed', 'feeds')}, {stats.active} active, {stats.failing} failing · {plural(stats.articles, 'article', 'articles')} ingested
        </p>
      </div>
      <AddFeedForm />
      {feeds.isPending ? (
        <Loading label="Loading RSS feeds" />
      ) : feeds.isError ? (
        <LoadFailure what="RSS feeds" onRetry={() => void feeds.refetch()} />
      ) : feeds.data.length === 0 ? (
        <p className={styles.empty}>No RSS feeds configured</p>
      ) : (
        <ul className={styles.list} aria-label="Configured feeds">
          {feeds.data.map((feed) => (
            <FeedRow key={feed.id} feed={feed} busy={busyId === feed.id} onRefresh={() => refresh.mutate(feed)} />
          ))}
        </ul>
      )}
    </section>
  );
}
