import type { FinanceSummary } from '@mitics/contracts';
import { lazy } from 'react';

import { container, pageTitle, textLink } from '../../../ui/layout.css';
import { Skeleton } from '../../../ui/skeleton';
import { TabsFallback } from '../../../ui/tabs-fallback';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { DeferredPart } from '../../../ui/page-ready';
import { useFinanceSources, useFinanceSummary } from '../api/get-finance';
import type { FinanceTab } from '../lib/finance-tabs';
import { formatMoney, sourceText } from '../lib/finance';
import { DemoBadge } from './finance-bits';
import * as styles from './finance.css';

export type { FinanceTab } from '../lib/finance-tabs';

const FinanceSections = lazy(() => import('./finance-sections'));

function SummaryCards() {
  const { data, isPending, isError } = useFinanceSummary();
  const cards: Array<{ label: string; value: (s: FinanceSummary) => number; note: string; key?: NonNullable<FinanceSummary['demoFigures']>[number] }> = [
    { label: 'Total Raised', value: (s) => s.totalRaised, note: 'by the candidates we track' },
    { label: 'Total Spent', value: (s) => s.totalSpent, note: 'disbursements reported so far' },
    { label: 'Large Contributions', value: (s) => s.largeContributionsTotal, note: 'gifts of $1,000+', key: 'largeContributionsTotal' },
    { label: 'Out-of-State Money', value: (s) => s.outOfStateTotal, note: 'from donors outside Michigan', key: 'outOfStateTotal' },
  ];
  if (isError) return <p role="alert" className={styles.text}>The campaign finance totals could not be loaded. Please try again later.</p>;
  return (
    <ul className={styles.stats} aria-label="Campaign finance totals" aria-busy={isPending || undefined}>
      {cards.map((card) => (
        <li key={card.label} className={styles.stat} data-testid="summary-card">
          <p className={styles.statLabel}>{card.label}</p>
          {data ? <p className={styles.statValue}>{formatMoney(card.value(data))}</p> : <Skeleton width="60%" height="2.5rem" />}
          <p className={styles.meta}>{card.note}</p>
          {card.key && data?.demoFigures?.includes(card.key) ? (
            <p className={styles.source}>
              <DemoBadge />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function DataSources() {
  const { data, isPending, isError } = useFinanceSources();
  return (
    <section aria-labelledby="finance-sources-heading" className={styles.sources}>
      <h2 id="finance-sources-heading" className={styles.cardTitle}>
        Data sources
      </h2>
      <p className={styles.text}>
        State races: campaign statements filed with the Michigan Department of State (Michigan Campaign Finance Network disclosure system). Federal races:
        reports filed with the Federal Election Commission (FEC). Totals cover the latest reports on file; itemized gifts of $200 or less are not named.
      </p>
      {isPending ? <Skeleton width="50%" /> : null}
      {isError ? <p className={styles.text}>The list of filing snapshots could not be loaded.</p> : null}
      {data && data.sources.length > 0 ? (
        <ul className={styles.plainList} aria-label="Filing snapshots">
          {data.sources.map((source) => (
            <li key={source.key} data-testid="finance-source">
              {source.url ? (
                <a href={source.url} className={textLink} target="_blank" rel="noreferrer">
                  {source.demo ? source.name : sourceText(source)}
                </a>
              ) : source.demo ? (
                source.name
              ) : (
                sourceText(source)
              )}
              {source.demo ? (
                <>
                  {' '}
                  <DemoBadge />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export type FinancePageProps = {
  /** A reader chose a tab (the route reports it to analytics). */
  onTabSelected?: (tab: FinanceTab) => void;
};

/** /campaign-finance: the hub (reader §2 'Campaign finance hub'). */
export default function FinancePage({ onTabSelected }: FinancePageProps) {
  useDocumentTitle('Campaign Finance');
  return (
    <div className={`${container} ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.kicker}>Follow the money</p>
        <h1 className={pageTitle}>Campaign Finance</h1>
        <p className={styles.intro}>
          Who is raising and spending money in Michigan races: candidates, the latest contributions, the biggest donors and how much comes from outside the
          state.
        </p>
      </header>
      <SummaryCards />
      {/* The sections' code (react-aria's tabs and search fields) is not needed to show the page: it comes after. */}
      <DeferredPart fallback={<TabsFallback label="Loading the campaign finance sections" />}>
        <FinanceSections {...(onTabSelected ? { onTabSelected } : {})} />
      </DeferredPart>
      <DataSources />
    </div>
  );
}
