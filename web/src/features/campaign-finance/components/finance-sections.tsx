import type { FinanceSummary } from '@mitics/contracts';
import { useState, type ReactNode } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { Link } from 'react-router-dom';

import { Button } from '../../../ui/button';
import { DeskTabs } from '../../../ui/desk-tabs';
import { textLink } from '../../../ui/layout.css';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import { useCandidates, useFinanceSummary, useRecentContributions, useTopDonors } from '../api/get-finance';
import { FINANCE_TABS, type FinanceTab } from '../lib/finance-tabs';
import { anyDemo, filterCandidates, filterDonors, formatMoney } from '../lib/finance';
import { CandidateCard, ContributionsTable, DemoBadge, DonorCard, EmptyState } from './finance-bits';
import * as styles from './finance.css';

function CardsSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label}>
      <ul className={styles.grid} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className={styles.card}>
            <Skeleton width="70%" height="1.4rem" />
            <Skeleton width="40%" />
            <Skeleton height="4.5rem" />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}

/** Cards shown at first, and added by each 'Show more': a long list stays quick to read and to draw (12, not 24: the server-drawn hub went from 843 elements to 515, issue 13). */
export const CARDS_PER_PAGE = 12;

function ShowMore({ shown, total, noun, onMore }: { shown: number; total: number; noun: string; onMore: () => void }) {
  if (shown >= total) return null;
  const next = Math.min(CARDS_PER_PAGE, total - shown);
  return (
    <div>
      <p className={styles.meta}>
        Showing {shown} of {total} {noun}
      </p>
      <Button variant="secondary" size="sm" onPress={onMore}>
        Show {next} more {noun}
      </Button>
    </div>
  );
}

function CandidatesTab() {
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(CARDS_PER_PAGE);
  const { data, isPending, isError } = useCandidates();
  let content;
  if (isPending) content = <CardsSkeleton label="Loading candidates" />;
  else if (isError) content = <p role="alert" className={styles.text}>The candidates could not be loaded. Please try again later.</p>;
  else {
    const shown = filterCandidates(data, query);
    content =
      shown.length === 0 ? (
        <EmptyState title="No Candidates Found">{query.trim() ? `No candidate or office matches "${query.trim()}".` : 'No candidates have filed yet.'}</EmptyState>
      ) : (
        <>
          <ul className={styles.grid} aria-label="Candidates">
            {shown.slice(0, limit).map((candidate) => (
              <CandidateCard key={candidate.id} candidate={candidate} />
            ))}
          </ul>
          <ShowMore shown={Math.min(limit, shown.length)} total={shown.length} noun="candidates" onMore={() => setLimit(limit + CARDS_PER_PAGE)} />
        </>
      );
  }
  return (
    <>
      <SearchField value={query} onChange={setQuery} className={styles.field}>
        <Label className={styles.fieldLabel}>Filter by name or office</Label>
        <Input className={styles.input} placeholder="Search candidates or offices..." />
      </SearchField>
      {content}
    </>
  );
}

function ContributionsTab() {
  const { data, isPending, isError } = useRecentContributions();
  if (isPending)
    return (
      <LoadingRegion label="Loading contributions">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height="2.25rem" />
        ))}
      </LoadingRegion>
    );
  if (isError) return <p role="alert" className={styles.text}>The recent contributions could not be loaded. Please try again later.</p>;
  if (data.length === 0) return <EmptyState title="No Contributions Yet">New filings appear here as they come in.</EmptyState>;
  return (
    <>
      {anyDemo(data) ? (
        <p className={styles.source}>
          <DemoBadge /> Rows marked Demo data are invented examples, not filings.
        </p>
      ) : null}
      <ContributionsTable contributions={data} caption="Newest first. Gifts of $1,000 and over are marked $1,000+." />
    </>
  );
}

function DonorsTab() {
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(CARDS_PER_PAGE);
  const { data, isPending, isError } = useTopDonors();
  let content;
  if (isPending) content = <CardsSkeleton label="Loading donors" />;
  else if (isError) content = <p role="alert" className={styles.text}>The top donors could not be loaded. Please try again later.</p>;
  else {
    const shown = filterDonors(data, query);
    content =
      shown.length === 0 ? (
        <EmptyState title="No Donors Found">{query.trim() ? `No donor name or type matches "${query.trim()}".` : 'No donors on record yet.'}</EmptyState>
      ) : (
        <>
          <ul className={styles.grid} aria-label="Top donors">
            {shown.slice(0, limit).map((donor) => (
              <DonorCard key={`${donor.name}-${donor.type}`} donor={donor} />
            ))}
          </ul>
          <ShowMore shown={Math.min(limit, shown.length)} total={shown.length} noun="donors" onMore={() => setLimit(limit + CARDS_PER_PAGE)} />
        </>
      );
  }
  return (
    <>
      <SearchField value={query} onChange={setQuery} className={styles.field}>
        <Label className={styles.fieldLabel}>Filter by name or type</Label>
        <Input className={styles.input} placeholder="Search donors, unions, PACs..." />
      </SearchField>
      {content}
    </>
  );
}

function RankedList({ title, rows, value }: { title: string; rows: FinanceSummary['topCandidatesByRaising']; value: (row: FinanceSummary['topCandidatesByRaising'][number]) => number | undefined }) {
  const id = `ranked-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={id} className={styles.card}>
      <h3 id={id} className={styles.cardTitle}>
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className={styles.text}>No candidates yet.</p>
      ) : (
        <ol className={styles.ranked}>
          {rows.map((row) => (
            <li key={row.id}>
              <span className={styles.rankedRow}>
                <span>
                  <Link to={`/campaign-finance/candidates/${encodeURIComponent(row.id)}`} className={textLink}>
                    {row.name}
                  </Link>
                  <span className={styles.meta}> · {row.office}</span>
                </span>
                <strong>{formatMoney(value(row) ?? 0)}</strong>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function AnalysisTab() {
  const { data, isPending, isError } = useFinanceSummary();
  if (isPending) return <CardsSkeleton label="Loading the analysis" />;
  if (isError) return <p role="alert" className={styles.text}>The analysis could not be loaded. Please try again later.</p>;
  return (
    <>
      <div className={styles.twoColumns}>
        <RankedList title="Top Fundraisers" rows={data.topCandidatesByRaising} value={(row) => row.totalRaised} />
        <RankedList title="Top Spenders" rows={data.topCandidatesBySpending} value={(row) => row.totalSpent} />
      </div>
      <ul className={styles.grid} aria-label="What the money says">
        <li className={styles.card}>
          <h3 className={styles.cardTitle}>Union Influence</h3>
          <p className={styles.text}>
            Labor unions remain among the largest organised givers in Michigan races, led by the autoworkers, teachers and building trades, and their money
            leans heavily toward Democratic candidates.
          </p>
        </li>
        <li className={styles.card}>
          <h3 className={styles.cardTitle}>Small Donor Power</h3>
          <p className={styles.text}>
            The average candidate we track has raised {formatMoney(data.averageRaised)}. Gifts of $200 or less, which need no itemizing, make up a growing
            share of that, and online giving lets small donors keep pace with big checks.
          </p>
        </li>
        <li className={styles.card}>
          <h3 className={styles.cardTitle}>National Attention</h3>
          <p className={styles.text}>
            Michigan&apos;s competitive Senate and House seats draw money from donors across the country: out-of-state contributions total{' '}
            {formatMoney(data.outOfStateTotal)} so far.
          </p>
        </li>
      </ul>
    </>
  );
}

export type FinanceSectionsProps = {
  /** A reader chose a tab (the route reports it to analytics). */
  onTabSelected?: (tab: FinanceTab) => void;
};

/** The hub's tabbed sections: candidates, recent contributions, top donors and the analysis (a chunk of their own). */
export default function FinanceSections({ onTabSelected }: FinanceSectionsProps) {
  const [tab, setTab] = useState<FinanceTab>('candidates');
  const select = (key: string) => {
    const next = FINANCE_TABS.find((t) => t.id === key)?.id;
    if (!next || next === tab) return;
    setTab(next);
    onTabSelected?.(next);
  };
  const panels: Record<FinanceTab, ReactNode> = {
    candidates: <CandidatesTab />,
    contributions: <ContributionsTab />,
    donors: <DonorsTab />,
    analysis: <AnalysisTab />,
  };
  return (
    <DeskTabs
      aria-label="Campaign finance sections"
      selectedKey={tab}
      onSelectionChange={select}
      tabs={FINANCE_TABS.map((t) => ({ id: t.id, label: t.label, content: panels[t.id] }))}
    />
  );
}
