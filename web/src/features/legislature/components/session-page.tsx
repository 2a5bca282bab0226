import { lazy } from 'react';

import { Badge } from '../../../ui/badge';
import { container, pageTitle } from '../../../ui/layout.css';
import { TabsFallback } from '../../../ui/tabs-fallback';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { DeferredPart } from '../../../ui/page-ready';
import { useSession } from '../api/get-civic';
import { longDay } from '../lib/civic';
import * as styles from './legislature.css';
import { SourceLine } from './source-line';

const SessionSections = lazy(() => import('./session-sections'));

function SessionStatus() {
  const { data: session } = useSession();
  const bills = session?.billsPassedThisYear ?? 5;
  const average = session?.historicalAverage ?? 60;
  return (
    <section aria-label="Session status" className={styles.sessionGrid}>
      <div className={styles.card}>
        <p className={styles.label}>Session status</p>
        <p className={styles.big}>{session ? (session.isInSession ? 'In Session' : 'In Recess') : '…'}</p>
        {session && !session.isInSession && session.nextSessionDate ? (
          <p className={styles.text}>
            Returns {longDay(session.nextSessionDate)}
            {session.nextSessionTime ? ` at ${session.nextSessionTime}` : ''}
          </p>
        ) : null}
        <SourceLine notes={[session?.source]} />
      </div>
      <div className={styles.card}>
        <p className={styles.label}>Bills passed this year</p>
        <p className={styles.big}>{bills}</p>
        <p className={styles.text}>Historical average: {average}</p>
        <SourceLine notes={[session?.source]} />
      </div>
      <div className={styles.card}>
        <p className={styles.label}>Divided Government</p>
        <p className={styles.big}>Split control</p>
        <p className={styles.text}>
          <Badge tone="michigan">Democratic</Badge> Senate · <Badge tone="breaking">Republican</Badge> House
        </p>
      </div>
    </section>
  );
}

/** /legislature (reader §2, session-status version, with the address lookup). */
export default function SessionPage() {
  useDocumentTitle('Legislature Session Tracker');
  return (
    <div className={`${container} ${styles.page}`}>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          <p className={styles.kicker}>Michigan Legislature</p>
          <span className={styles.pill}>
            <span className={styles.dot} aria-hidden="true" />
            Live Data
          </span>
        </div>
        <h1 className={pageTitle}>Legislature Session Tracker</h1>
        <p className={styles.intro}>Where the session stands, what passed, what comes up next, and who represents you in Lansing and Washington.</p>
        <p className={styles.meta}>Data refreshes every 10 minutes.</p>
      </header>
      <SessionStatus />
      {/* The sections' code (react-aria's tabs and the lookup form) is not needed to show the page: it comes after. */}
      <DeferredPart fallback={<TabsFallback label="Loading the session sections" />}>
        <SessionSections />
      </DeferredPart>
    </div>
  );
}
