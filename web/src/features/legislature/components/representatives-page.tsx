import type { CongressMember } from '@mitics/contracts';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';

import { Badge } from '../../../ui/badge';
import { PlainButton } from '../../../ui/plain-button';
import { container, pageTitle, textLink } from '../../../ui/layout.css';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useMembers } from '../api/get-civic';
import { partyTone, shortDate, telHref } from '../lib/civic';
import * as styles from './legislature.css';
import { SourceLine } from './source-line';

/** Senators show their 3 most recent votes, representatives their latest; representatives list 3 key issues (reader §9). */
// The contact template and town hall dialogs (react-aria Modal and Dialog): not on the first screen,
// so not in its first load (issue 13); fetched when the reader reaches for one.
const loadDialogs = () => void import('./representatives-dialogs');
const RepresentativesDialogs = lazy(() => import('./representatives-dialogs'));

const SENATOR_VOTES = 3;
const REP_VOTES = 1;
const REP_ISSUES = 3;

function MemberCard({ member }: { member: CongressMember }) {
  const senator = member.chamber === 'senate' || member.title === 'U.S. Senator';
  const votes = member.recentVotes.slice(0, senator ? SENATOR_VOTES : REP_VOTES);
  const issues = senator ? member.keyIssues : member.keyIssues.slice(0, REP_ISSUES);
  return (
    <li className={styles.card} data-testid={senator ? 'senator-card' : 'representative-card'}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{member.id ? <Link to={`/legislators/${member.id}`} className={textLink}>{member.name}</Link> : member.name}</h3>
        <Badge tone={partyTone(member.party)}>{member.party}</Badge>
      </div>
      <p className={styles.meta}>{member.district ? `${member.title}, ${member.district}` : member.title}</p>
      {member.phone ? (
        <p className={styles.text}>
          Phone: <a href={telHref(member.phone)} className={textLink}>{member.phone}</a>
        </p>
      ) : null}
      {member.office ? <p className={styles.text}>Office: {member.office}</p> : null}
      {senator && member.website ? (
        <p className={styles.text}>
          <a href={member.website} className={textLink} target="_blank" rel="noreferrer">
            Official Website<span className={styles.meta}> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      <p className={styles.label}>Key issues</p>
      <ul className={styles.plainList}>
        {issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
      <p className={styles.label}>{senator ? 'Recent votes' : 'Latest vote'}</p>
      <ul className={styles.plainList} data-testid="votes">
        {votes.map((vote) => (
          <li key={`${vote.bill}-${vote.date}`}>
            {vote.bill}: <strong>{vote.vote === 'Yes' ? 'Yes' : vote.vote}</strong> ({shortDate(vote.date)})
          </li>
        ))}
      </ul>
      {senator ? (
        <>
          <p className={styles.label}>Committee assignments</p>
          <ul className={styles.plainList}>
            {member.committees.slice(0, 6).map((committee) => (
              <li key={committee}>{committee}</li>
            ))}
          </ul>
        </>
      ) : null}
      <SourceLine notes={[member.source]} />
      <SourceLine prefix="Votes:" notes={[member.votesSource]} />
    </li>
  );
}

function Section({ id, title, badge, members }: { id: string; title: string; badge: string; members: CongressMember[] }) {
  return (
    <section aria-labelledby={id} className={styles.page}>
      <h2 id={id} className={styles.sectionHeading}>
        {title} <Badge tone="outline">{badge}</Badge>
      </h2>
      <ul className={styles.grid}>
        {members.map((member) => (
          <MemberCard key={member.id ?? member.name} member={member} />
        ))}
      </ul>
    </section>
  );
}

/** /representatives (reader §2): both senators and all thirteen representatives, from congress-legislators. */
export default function RepresentativesPage() {
  useDocumentTitle("Michigan's Congressional Delegation");
  const { data, isPending, isError } = useMembers();
  const [dialog, setDialog] = useState<'contact' | 'townhall' | null>(null);
  // The dialogs' code arrives with the first press (it stays mounted after, for the closing animation).
  const [opened, setOpened] = useState(false);
  const open = (which: 'contact' | 'townhall') => {
    setOpened(true);
    setDialog(which);
  };
  const members = data ?? [];
  const senators = members.filter((m) => m.chamber === 'senate' || m.title === 'U.S. Senator');
  const representatives = members.filter((m) => !senators.includes(m));

  let body;
  if (isPending) {
    body = (
      <LoadingRegion label="Loading the delegation">
        <ul className={styles.grid}>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className={styles.card}>
              <Skeleton width="60%" height="1.25rem" />
              <Skeleton width="40%" />
              <Skeleton height="4rem" />
            </li>
          ))}
        </ul>
      </LoadingRegion>
    );
  } else if (isError) {
    body = <p role="alert" className={styles.text}>The delegation could not be loaded. Please try again later.</p>;
  } else {
    body = (
      <>
        <Section id="senators-heading" title="U.S. Senators" badge="Statewide" members={senators} />
        <Section id="representatives-heading" title="U.S. Representatives" badge="By District" members={representatives} />
      </>
    );
  }

  return (
    <div className={`${container} ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.kicker}>Michigan in Washington</p>
        <h1 className={pageTitle}>Michigan&rsquo;s Congressional Delegation</h1>
        <p className={styles.intro}>Michigan&rsquo;s two U.S. senators and thirteen U.S. representatives: how to reach them, what they work on and how they vote.</p>
      </header>
      {body}
      <section aria-labelledby="voice-heading" className={styles.panel}>
        <h2 id="voice-heading" className={styles.big}>
          Make Your Voice Heard in Washington
        </h2>
        <p className={styles.text}>Write or call your senators and representative, or meet them at a town hall.</p>
        <div className={styles.actions}>
          <PlainButton onPointerEnter={loadDialogs} onFocus={loadDialogs} onPress={() => open('contact')}>
            Contact Template Tool
          </PlainButton>
          <PlainButton variant="secondary" onPointerEnter={loadDialogs} onFocus={loadDialogs} onPress={() => open('townhall')}>
            Town Hall Schedule
          </PlainButton>
        </div>
      </section>
      {opened ? (
        <Suspense fallback={null}>
          <RepresentativesDialogs dialog={dialog} members={members} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
