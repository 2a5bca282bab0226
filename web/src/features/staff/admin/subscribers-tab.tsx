import { useQuery } from '@tanstack/react-query';

import { formatLongDate, parseDate } from '../../../lib/dates';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { showToast } from '../../../ui/toast';
import { getActiveSubscriberEmails, subscriberSummaryQueryOptions, subscribersQueryOptions } from '../api/accounts';
import { LoadFailure, Loading } from '../components/load-states';
import * as styles from '../components/staff.css';
import { PANEL_SUBSCRIBER_LIMIT } from '../lib/subscribers';
import { useLockOnRefusal, type AdminTabProps } from './admin-lock';

/** Every active address (asked of the server on press, so none is left out), joined by commas (staff §9). */
async function copyEmails() {
  let list: string;
  try {
    list = (await getActiveSubscriberEmails()).join(',');
  } catch {
    showToast({ title: 'Copy failed', description: 'The newsroom server did not send the addresses. Please try again.', variant: 'destructive' });
    return;
  }
  try {
    await navigator.clipboard.writeText(list);
    showToast({ title: 'Email addresses copied to clipboard' });
  } catch {
    showToast({ title: 'Copy failed', description: 'Your browser did not allow copying to the clipboard.', variant: 'destructive' });
  }
}

/** Newsletter subscribers (staff §2, §9): the first 15, counts over everyone, and a copy of every active address. */
export function SubscribersTab({ onLocked }: AdminTabProps) {
  const subscribers = useQuery(subscribersQueryOptions(PANEL_SUBSCRIBER_LIMIT));
  const summary = useQuery(subscriberSummaryQueryOptions());
  useLockOnRefusal(subscribers.error ?? summary.error, onLocked);

  if (subscribers.isPending || summary.isPending) return <Loading label="Loading subscribers" />;
  if (subscribers.isError || summary.isError) {
    return (
      <LoadFailure
        what="subscribers"
        onRetry={() => {
          void subscribers.refetch();
          void summary.refetch();
        }}
      />
    );
  }

  const shown = subscribers.data;
  const { total, active: activeCount } = summary.data;

  return (
    <section className={styles.card} aria-labelledby="subscribers-title">
      <div className={styles.editorBar}>
        <div className={styles.rowMain}>
          <h2 id="subscribers-title" className={styles.cardTitle}>
            Newsletter Subscribers
          </h2>
          <p className={styles.muted}>
            {total} {total === 1 ? 'subscriber' : 'subscribers'}, {activeCount} active
            {total > shown.length ? ` (showing the newest ${shown.length})` : ''}
          </p>
        </div>
        <Button variant="secondary" size="sm" isDisabled={activeCount === 0} onPress={() => void copyEmails()}>
          Copy Active Emails
        </Button>
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty}>No newsletter subscribers yet</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Subscribed</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((subscriber) => {
                const date = parseDate(subscriber.subscribedAt);
                return (
                  <tr key={subscriber.id}>
                    <td>{subscriber.email}</td>
                    <td>{date ? formatLongDate(date) : 'Recent'}</td>
                    <td>
                      <Badge tone={subscriber.isActive ? 'green' : 'neutral'}>{subscriber.isActive ? 'Active' : 'Inactive'}</Badge>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
