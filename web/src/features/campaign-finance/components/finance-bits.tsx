import type { Candidate, Contribution, Donor } from '@mitics/contracts';
import { Link } from 'react-router-dom';

import { Badge } from '../../../ui/badge';
import { HydrateWhenNear } from '../../../ui/hydrate-when-near';
import { textLink } from '../../../ui/layout.css';
import { officeWithDistrict, DONOR_LABEL, DONOR_TONE, formatDollars, formatMoney, formatPercent, isLarge, partyTone, placeOf, shortDate } from '../lib/finance';
import { DemoBadge } from './finance-source';
import * as styles from './finance.css';

export { DemoBadge, SourceLine } from './finance-source';

export function PartyBadge({ party }: { party: string }) {
  return <Badge tone={partyTone(party)}>{party}</Badge>;
}

export function DonorTypeBadge({ type }: { type: Donor['type'] }) {
  return <Badge tone={DONOR_TONE[type]}>{DONOR_LABEL[type]}</Badge>;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
    </div>
  );
}

export function CandidateCard({ candidate }: { candidate: Candidate }) {
  const where = officeWithDistrict(candidate);
  return (
    <HydrateWhenNear as="li" className={`${styles.card} ${styles.offscreenCandidate}`} testId="candidate-card">
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>
          <Link to={`/campaign-finance/candidates/${encodeURIComponent(candidate.id)}`} className={textLink}>
            {candidate.name}
          </Link>
        </h3>
        <span className={styles.badges}>
          <PartyBadge party={candidate.party} />
          {candidate.isIncumbent ? <Badge tone="outline">Incumbent</Badge> : null}
          {candidate.isDemo ? <DemoBadge /> : null}
        </span>
      </div>
      <p className={styles.meta}>{where}</p>
      <dl className={styles.figures}>
        <Figure label="Raised" value={formatMoney(candidate.totalRaised)} />
        <Figure label="Cash on hand" value={formatMoney(candidate.cashOnHand)} />
        <Figure label="Large ($1,000+)" value={formatMoney(candidate.largeContributions)} />
        <Figure label="Small" value={formatMoney(candidate.smallContributions)} />
        <Figure label="Average gift" value={formatMoney(candidate.averageContribution)} />
        <Figure label="Out of state" value={formatPercent(candidate.outOfStatePercent)} />
      </dl>
      <p className={styles.meta}>Last report: {shortDate(candidate.lastReportDate)}</p>
    </HydrateWhenNear>
  );
}

export function ContributionRow({ contribution, showCandidate = true }: { contribution: Contribution; showCandidate?: boolean }) {
  const place = placeOf(contribution);
  return (
    <tr data-testid="contribution-row">
      <td className={styles.cell}>{shortDate(contribution.date)}</td>
      <td className={styles.cell}>
        <span className={styles.badges}>
          <strong>{contribution.donorName}</strong>
          <DonorTypeBadge type={contribution.donorType} />
          {contribution.isDemo ? <DemoBadge /> : null}
        </span>
        {contribution.employer ? <span className={styles.meta}>{contribution.employer}</span> : null}
      </td>
      <td className={styles.cell}>
        {place || '—'}
        {contribution.isOutOfState ? (
          <>
            {' '}
            <Badge tone="outline">Out of state</Badge>
          </>
        ) : null}
      </td>
      {showCandidate ? (
        <td className={styles.cell}>
          {contribution.candidateName}
          <span className={styles.meta}> · {contribution.candidateOffice}</span>
        </td>
      ) : null}
      <td className={styles.numberCell}>
        {formatDollars(contribution.amount)}
        {isLarge(contribution.amount) ? (
          <>
            {' '}
            <Badge tone="yellow">$1,000+</Badge>
          </>
        ) : null}
      </td>
    </tr>
  );
}

export function ContributionsTable({ contributions, caption, showCandidate = true }: { contributions: readonly Contribution[]; caption: string; showCandidate?: boolean }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>Date</th>
            <th scope="col" className={styles.cell}>Donor</th>
            <th scope="col" className={styles.cell}>From</th>
            {showCandidate ? <th scope="col" className={styles.cell}>Candidate</th> : null}
            <th scope="col" className={styles.numberCell}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {contributions.map((c) => (
            <ContributionRow key={c.id} contribution={c} showCandidate={showCandidate} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function DonorCard({ donor }: { donor: Donor }) {
  return (
    <HydrateWhenNear as="li" className={`${styles.card} ${styles.offscreenDonor}`} testId="donor-card">
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{donor.name}</h3>
        <span className={styles.badges}>
          <DonorTypeBadge type={donor.type} />
          {donor.isOutOfState ? <Badge tone="outline">Out of state</Badge> : null}
          {donor.isDemo ? <DemoBadge /> : null}
        </span>
      </div>
      {donor.industry ? <p className={styles.meta}>{donor.industry}</p> : null}
      <dl className={styles.figures}>
        <Figure label="Total given" value={formatMoney(donor.totalContributed)} />
        <Figure label="Candidates" value={String(donor.candidatesSupported)} />
        <Figure label="Average gift" value={formatMoney(donor.averageContribution)} />
      </dl>
    </HydrateWhenNear>
  );
}

export function EmptyState({ title, children }: { title: string; children?: string }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {children ? <p className={styles.text}>{children}</p> : null}
    </div>
  );
}
