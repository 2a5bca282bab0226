import { useQuery } from '@tanstack/react-query';

import { formatClock, formatLongDate, parseDate } from '../../../lib/dates';
import { textLink } from '../../../ui/layout.css';
import { contactMessagesQueryOptions } from '../api/contact-messages';
import { LoadFailure, Loading } from '../components/load-states';
import * as styles from '../components/staff.css';
import { useLockOnRefusal, type AdminTabProps } from './admin-lock';
import * as jobStyles from './jobs.css';

/** What visitors sent through /contact (staff §2, §3), newest first. */
export function MessagesTab({ onLocked }: AdminTabProps) {
  const messages = useQuery(contactMessagesQueryOptions());
  useLockOnRefusal(messages.error, onLocked);

  return (
    <section className={styles.card} aria-labelledby="messages-title">
      <div className={styles.rowMain}>
        <h2 id="messages-title" className={styles.cardTitle}>
          Contact Messages
        </h2>
        {messages.data ? (
          <p className={styles.muted}>
            {messages.data.length} {messages.data.length === 1 ? 'message' : 'messages'}
          </p>
        ) : null}
      </div>
      {messages.isPending ? (
        <Loading label="Loading messages" />
      ) : messages.isError ? (
        <LoadFailure what="messages" onRetry={() => void messages.refetch()} />
      ) : messages.data.length === 0 ? (
        <p className={styles.empty}>No messages yet</p>
      ) : (
        <ul className={styles.list} aria-labelledby="messages-title">
          {messages.data.map((message) => {
            const received = parseDate(message.receivedAt);
            return (
              <li key={message.id} className={jobStyles.application} data-testid="contact-message">
                <p className={styles.rowTitle}>{message.subject}</p>
                <p className={styles.muted}>
                  {message.name} ·{' '}
                  <a className={textLink} href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>
                    {message.email}
                  </a>{' '}
                  · {received ? `${formatLongDate(received)}, ${formatClock(received) ?? ''}` : 'Recently'}
                </p>
                <p className={jobStyles.letter}>{message.message}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
