import { Link } from 'react-router-dom';

import { textLink } from '../../../ui/layout.css';
import { useFinanceSources, useMoneyByBioguide } from '../api/get-finance';
import { anyDemo, formatMoney, formatPercent, shortDate, sourcesFor } from '../lib/finance';
import { DemoBadge, SourceLine } from './finance-source';
import * as styles from './finance.css';
import { StateShare } from './money-parts';
import { MoneyPanelSkeleton } from './money-prefetch';

/**
 * A member of Congress's campaign money on their /legislators/{id} profile.
 * Nothing at all when the finance service has no money for them (404) or
 * cannot answer: the profile stands on its own.
 */
export function MoneyPanel({ bioguideId, name }: { bioguideId: string; name: string }) {
  const { data, isPending, isError } = useMoneyByBioguide(bioguideId);
  const sources = useFinanceSources();
  if (isError || data === null) return null;
  if (isPending) return <MoneyPanelSkeleton />;
  const { candidate } = data;
  const used = sourcesFor(data.sourceKeys, sources.data?.sources ?? []);
  const demo = candidate.isDemo === true || anyDemo(data.recentContributions) || anyDemo(data.topDonors) || used.some((s) => s.demo);
  const largest = data.topDonors[0];
  return (
    <section aria-labelledby="money-heading" className={styles.card} data-testid="money-panel">
      <h2 id="money-heading" className={`${styles.cardTitle} ${styles.headerRow}`}>
        Campaign money {demo ? <DemoBadge /> : null}
      </h2>
      <p className={styles.meta}>
        {data.electionYear ? `${data.electionYear} cycle, ` : ''}totals through {shortDate(data.coverageEndDate ?? candidate.lastReportDate)}
      </p>
      <dl className={styles.figures}>
        {(
          [
            ['Raised', formatMoney(candidate.totalRaised)],
            ['Spent', formatMoney(data.totalSpent)],
            ['Cash on hand', formatMoney(candidate.cashOnHand)],
            ['Large ($1,000+)', formatMoney(candidate.largeContributions)],
            ['Out of state', formatPercent(candidate.outOfStatePercent)],
            ['Debts', formatMoney(data.debts)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt className={styles.figureLabel}>{label}</dt>
            <dd className={styles.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <StateShare detail={data} />
      {largest ? (
        <p className={styles.text}>
          Top donor: <strong>{largest.name}</strong> ({formatMoney(largest.totalContributed)})
        </p>
      ) : null}
      <p className={styles.text}>
        <Link to={`/campaign-finance/candidates/${encodeURIComponent(candidate.id)}`} className={textLink}>
          Full campaign finance for {name}
        </Link>
      </p>
      <SourceLine sources={used} />
    </section>
  );
}
