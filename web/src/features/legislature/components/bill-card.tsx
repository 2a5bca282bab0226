import type { Bill } from '@mitics/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Badge } from '../../../ui/badge';
import { PlainButton } from '../../../ui/plain-button';
import { textLink } from '../../../ui/layout.css';
import { chamberName, shortDate, STATUS_LABEL, STATUS_TONE } from '../lib/civic';
import * as styles from './legislature.css';
import { SourceLine } from './source-line';

/**
 * A bill (reader §2): number, status badge, chamber, title, a two-line
 * summary, sponsor, last action date, 'Latest:' last action, up to 3 tags,
 * and 'View Details', which opens the full summary and the sponsor's profile.
 */
export function BillCard({ bill, headingLevel = 3 }: { bill: Bill; headingLevel?: 3 | 4 }) {
  const [open, setOpen] = useState(false);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const detailsId = `bill-details-${bill.id}`;
  return (
    <li className={styles.card} data-testid="bill-card">
      <div className={styles.cardHead}>
        <p className={styles.meta}>
          <strong>{bill.billNumber}</strong> · {chamberName(bill.chamber)}
        </p>
        <Badge tone={STATUS_TONE[bill.status]}>{STATUS_LABEL[bill.status]}</Badge>
      </div>
      <Heading className={styles.cardTitle}>{bill.title}</Heading>
      <p className={open ? styles.text : styles.clamp2}>{bill.summary}</p>
      <p className={styles.meta}>
        Sponsor:{' '}
        {bill.sponsorId ? (
          <Link to={`/legislators/${bill.sponsorId}`} className={textLink}>
            {bill.sponsor}
          </Link>
        ) : (
          bill.sponsor
        )}
        {' · '}
        <time dateTime={bill.lastActionDate}>{shortDate(bill.lastActionDate)}</time>
      </p>
      <p className={styles.text}>
        <strong>Latest:</strong> {bill.lastAction}
      </p>
      {bill.tags.length > 0 ? (
        <ul className={styles.tags} aria-label="Tags">
          {bill.tags.slice(0, 3).map((tag) => (
            <li key={tag}>
              <Badge tone="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <div id={detailsId} className={styles.text}>
          {bill.url ? (
            <a href={bill.url} className={textLink} target="_blank" rel="noreferrer">
              Full record of {bill.billNumber}
            </a>
          ) : null}
        </div>
      ) : null}
      <div className={styles.actions}>
        <PlainButton variant="secondary" size="sm" onPress={() => setOpen((v) => !v)} aria-expanded={open} aria-controls={open ? detailsId : undefined}>
          {open ? 'Hide Details' : 'View Details'}
        </PlainButton>
      </div>
      <SourceLine notes={[bill.source]} />
    </li>
  );
}
