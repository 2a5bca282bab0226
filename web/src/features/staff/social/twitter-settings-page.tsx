import type { PostStatus, SocialPost, UserAccount } from '@mitics/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

import { formatClock, formatLongDate, parseDate } from '../../../lib/dates';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { container, textLink } from '../../../ui/layout.css';
import { Skeleton, LoadingRegion } from '../../../ui/skeleton';
import { StatusScreen } from '../../../ui/status-screen';
import { showToast } from '../../../ui/toast';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { retryMutationOnce } from '../api/retry';
import { sendTestPost, socialPostsQueryOptions, socialStatusQueryOptions } from '../api/social';
import { staffKeys } from '../api/staff-keys';
import { LoadFailure, Loading } from '../components/load-states';
import { RequireStaff } from '../components/staff-guard';
import { StaffHeader } from '../components/staff-header';
import * as styles from '../components/staff.css';

const TITLE = 'Social Auto-Posting Settings';

const STATUS: Record<PostStatus, { label: string; tone: 'green' | 'yellow' | 'breaking' | 'neutral' }> = {
  requested: { label: 'Queued', tone: 'yellow' },
  'in-flight': { label: 'Posting', tone: 'yellow' },
  retrying: { label: 'Will retry', tone: 'yellow' },
  published: { label: 'Posted', tone: 'green' },
  failed: { label: 'Failed', tone: 'breaking' },
  skipped: { label: 'Not posted', tone: 'neutral' },
};

const KIND = { breaking: 'Breaking', featured: 'Featured', test: 'Test post' } as const;

function when(value: string | null): string {
  const date = parseDate(value);
  return date ? `${formatLongDate(date)}, ${formatClock(date) ?? ''}`.trim() : 'Recently';
}

function ConnectionCard() {
  const queryClient = useQueryClient();
  const status = useQuery(socialStatusQueryOptions());
  const test = useMutation({
    mutationKey: staffKeys.mutations.testPost(),
    mutationFn: sendTestPost,
    retry: retryMutationOnce,
    onSuccess: (outcome) => {
      if (outcome.kind === 'no-articles') {
        showToast({ title: 'No Articles', description: 'No articles available to test with', variant: 'destructive' });
        return;
      }
      showToast({ title: 'Success!', description: 'Test tweet posted successfully' });
      void queryClient.invalidateQueries({ queryKey: staffKeys.socialPosts() });
    },
    onError: () => {
      showToast({ title: 'Failed', description: 'Failed to post test tweet', variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: staffKeys.socialPosts() });
    },
  });

  // Staff §7: a status that cannot be read means disconnected.
  const connected = status.data?.connected === true;
  return (
    <section className={styles.card} aria-labelledby="connection-title">
      <div className={styles.editorBar}>
        <h2 id="connection-title" className={styles.cardTitle}>
          Connection
        </h2>
        {status.isPending ? null : (
          <Badge tone={connected ? 'green' : 'neutral'}>{connected ? 'Connected' : 'Disconnected'}</Badge>
        )}
      </div>
      {status.isPending ? (
        <LoadingRegion label="Checking the connection">
          <Skeleton width="50%" height="1rem" />
        </LoadingRegion>
      ) : connected ? (
        <p data-testid="connection-line">
          Posting to X as <strong>@{status.data?.username}</strong>. Last checked {when(status.data?.checkedAt ?? null)}.
        </p>
      ) : (
        <div className={styles.rowMain} data-testid="connection-line">
          <p>Automatic posting is off: the X account is not connected.</p>
          <p className={styles.muted}>
            {status.data?.error
              ? `X said: ${status.data.error}.`
              : status.isError
                ? 'The connection status could not be read.'
                : ''}{' '}
            An administrator connects the account by setting X_API_KEY, X_API_SECRET, X_ACCESS_TOKEN and X_ACCESS_TOKEN_SECRET on the server.
          </p>
        </div>
      )}
      <div className={styles.rowMain}>
        <h3 className={styles.sectionTitle}>How automatic posting works</h3>
        <p>
          When an article is published as breaking or featured, or becomes breaking or featured after it is published, Mitics posts
          its headline and link to X, once per article for each. Breaking news found in RSS feeds posts the same way once an editor
          publishes it (or at once, for a trusted feed). A post that fails is tried again with growing pauses, up to five times; every
          outcome is listed below.
        </p>
      </div>
      {connected ? (
        <div className={styles.formActions}>
          <Button isPending={test.isPending} onPress={() => test.mutate()}>
            {test.isPending ? 'Posting...' : 'Send Test Post'}
          </Button>
          <p className={styles.muted}>Posts the latest published article now.</p>
        </div>
      ) : null}
    </section>
  );
}

function PostRow({ post }: { post: SocialPost }) {
  const status = STATUS[post.status];
  return (
    <li className={styles.row} data-testid="post-row">
      <div className={styles.rowMain}>
        <p className={styles.actions}>
          <Badge tone={post.kind === 'breaking' ? 'breaking' : 'outline'}>{KIND[post.kind]}</Badge>
          <Badge tone={status.tone}>{status.label}</Badge>
        </p>
        <p>{post.text}</p>
        <p className={styles.muted}>
          {when(post.updatedAt)} · {post.attempts} {post.attempts === 1 ? 'attempt' : 'attempts'}
          {post.reconciled ? ' · found on X after a lost answer' : ''}
        </p>
        {post.lastError && post.status !== 'published' ? <p className={styles.alert}>{post.lastError}</p> : null}
      </div>
    </li>
  );
}

function RecentPosts() {
  const posts = useQuery(socialPostsQueryOptions());
  return (
    <section className={styles.card} aria-labelledby="posts-title">
      <h2 id="posts-title" className={styles.cardTitle}>
        Recent posts
      </h2>
      {posts.isPending ? (
        <Loading label="Loading posts" />
      ) : posts.isError ? (
        <LoadFailure what="posts" onRetry={() => void posts.refetch()} />
      ) : posts.data.length === 0 ? (
        <p className={styles.empty}>No posts yet</p>
      ) : (
        <ul className={styles.list} aria-label="Recent posts">
          {posts.data.map((post) => (
            <PostRow key={post.id} post={post} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Settings({ user }: { user: UserAccount }) {
  if (user.role !== 'admin') {
    return (
      <div className={container}>
        <StatusScreen
          kicker="Admins only"
          title={TITLE}
          actions={
            <Link to="/contribute" className={textLink}>
              Go to My Articles
            </Link>
          }
        >
          <p>Social posting is managed by administrators.</p>
        </StatusScreen>
      </div>
    );
  }
  return (
    <div className={container}>
      <div className={styles.page}>
        <StaffHeader kicker="Social" title={TITLE} user={user}>
          Breaking and featured articles are posted to X automatically.
        </StaffHeader>
        <ConnectionCard />
        <RecentPosts />
      </div>
    </div>
  );
}

/** /twitter-settings (staff §2): the connection status, how automatic posting works, a test post when connected. */
export default function TwitterSettingsPage() {
  useDocumentTitle(TITLE);
  return <RequireStaff title={TITLE}>{(user) => <Settings user={user} />}</RequireStaff>;
}
