import { lazy } from 'react';

import { container, pageTitle } from '../../../ui/layout.css';
import { TabsFallback } from '../../../ui/tabs-fallback';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { DeferredPart } from '../../../ui/page-ready';
import { useBills, useRepresentatives } from '../api/get-civic';
import { billStats } from '../lib/civic';
import * as styles from './legislature.css';
import { SourceLine } from './source-line';

const TrackerSections = lazy(() => import('./tracker-sections'));

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <li className={styles.stat}>
      <p className={styles.statValue}>{value}</p>
      <p className={styles.meta}>{label}</p>
    </li>
  );
}

/** /legislature-tracker (reader §2, bills-and-representatives version). */
export default function TrackerPage() {
  useDocumentTitle('Michigan Legislature Tracker');
  const all = useBills({ search: '', status: 'all', chamber: 'all' });
  const representatives = useRepresentatives();
  const stats = billStats(all.data ?? [], representatives.data?.length ?? 0);
  return (
    <div className={`${container} ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.kicker}>Lansing</p>
        <h1 className={pageTitle}>Michigan Legislature Tracker</h1>
        <p className={styles.intro}>Bills moving through the Michigan House and Senate, and the 148 legislators behind them.</p>
        <SourceLine notes={[all.data?.[0]?.source, representatives.data?.[0]?.source]} />
      </header>
      <ul className={styles.stats} aria-label="At a glance">
        <Stat label="Active Bills" value={stats.active} />
        <Stat label="Bills Signed" value={stats.signed} />
        <Stat label="Representatives" value={stats.representatives} />
        <Stat label="This Week" value={stats.thisWeek} />
      </ul>
      {/* The sections' code (react-aria's tabs, search field and selects) is not needed to show the page: it comes after. */}
      <DeferredPart fallback={<TabsFallback label="Loading the bills and representatives" />}>
        <TrackerSections />
      </DeferredPart>
    </div>
  );
}
