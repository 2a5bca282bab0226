import { Link } from 'react-router-dom';

import { Badge } from '../../../ui/badge';
import { HydrateWhenNear } from '../../../ui/hydrate-when-near';
import { DeskTabs } from '../../../ui/desk-tabs';
import { textLink } from '../../../ui/layout.css';
import { useCommittees, useRecentBills, useUpcomingVotes } from '../api/get-civic';
import { chamberName, longDay, shortDate, STATUS_LABEL, STATUS_TONE } from '../lib/civic';
import * as styles from './legislature.css';
import { LegislatorLookup } from './legislator-lookup';
import { SourceLine } from './source-line';

function RecentBills() {
  const { data, isPending, isError } = useRecentBills();
  if (isPending) return <p role="status" className={styles.text}>Loading bills...</p>;
  if (isError) return <p role="alert" className={styles.text}>Failed to fetch bills</p>;
  return (
    <ul className={styles.wideGrid} aria-label="Recent bills">
      {data.map((bill) => (
        <HydrateWhenNear as="li" key={bill.id} className={`${styles.card} ${styles.offscreenBill}`} testId="recent-bill">
          <div className={styles.cardHead}>
            <p className={styles.meta}>
              {chamberName(bill.chamber)} · <strong>{bill.number ?? bill.billNumber}</strong>
            </p>
            <Badge tone={STATUS_TONE[bill.status]}>{STATUS_LABEL[bill.status]}</Badge>
          </div>
          <h3 className={styles.cardTitle}>{bill.title}</h3>
          <p className={styles.clamp2}>{bill.summary}</p>
          <p className={styles.meta}>
            Sponsor:{' '}
            {bill.sponsorId ? (
              <Link to={`/legislators/${bill.sponsorId}`} className={textLink}>
                {bill.sponsor}
              </Link>
            ) : (
              bill.sponsor
            )}{' '}
            · {shortDate(bill.lastActionDate)}: {bill.lastAction}
          </p>
          <SourceLine notes={[bill.source]} />
        </HydrateWhenNear>
      ))}
    </ul>
  );
}

function UpcomingVotes() {
  const { data, isPending, isError } = useUpcomingVotes();
  if (isPending) return <p role="status" className={styles.text}>Loading votes...</p>;
  if (isError || data.length === 0) return <p className={styles.text}>No votes are scheduled yet.</p>;
  return (
    <ul className={styles.wideGrid} aria-label="Upcoming votes">
      {data.map((vote) => (
        <li key={`${vote.billId}-${vote.date}`} className={styles.card}>
          <p className={styles.meta}>
            {chamberName(vote.chamber)} · {longDay(vote.date)}
            {vote.time ? `, ${vote.time}` : ''}
          </p>
          <h3 className={styles.cardTitle}>{vote.billNumber}</h3>
          <p className={styles.text}>{vote.description}</p>
          <SourceLine notes={[vote.source]} />
        </li>
      ))}
    </ul>
  );
}

function Committees() {
  const { data, isPending, isError } = useCommittees();
  if (isPending) return <p role="status" className={styles.text}>Loading committees...</p>;
  if (isError) return <p role="alert" className={styles.text}>The committees could not be loaded.</p>;
  const count = (chamber: string) => data.filter((c) => c.chamber === chamber).length;
  return (
    <>
      <p className={styles.text}>
        {count('senate')} Senate committees, {count('house')} House committees and {count('joint')} joint bodies.
      </p>
      <SourceLine notes={[data[0]?.source]} />
      <ul className={styles.grid} aria-label="Committees">
        {data.map((committee) => (
          <li key={committee.id} className={styles.card}>
            <p className={styles.meta}>{committee.chamber === 'joint' ? 'Joint' : chamberName(committee.chamber)}</p>
            <h3 className={styles.cardTitle}>{committee.name}</h3>
            <p className={styles.text}>
              {committee.chair ? `Chair: ${committee.chair} · ` : ''}
              {committee.memberCount} members
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /legislature's tabbed sections: recent bills, upcoming votes, committees and the legislator lookup (a chunk of their own). */
export default function SessionSections() {
  const sections = [
    { id: 'recent', label: 'Recent Bills', content: <RecentBills /> },
    { id: 'upcoming', label: 'Upcoming Votes', content: <UpcomingVotes /> },
    { id: 'committees', label: 'Committees', content: <Committees /> },
    { id: 'legislators', label: 'Legislators', content: <LegislatorLookup /> },
  ];
  return (
    <DeskTabs
      aria-label="Session sections"
      tabs={sections}
    />
  );
}
