import { Link, useParams } from 'react-router-dom';

import { Badge } from '../../../ui/badge';
import { DataPage, DataPageError, DataPageLoading } from '../../../ui/data-page';
import { pageTitle, textLink } from '../../../ui/layout.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { isNotFound, useCandidateDetail, useFinanceSources } from '../api/get-finance';
import { anyDemo, formatMoney, formatPercent, officeWithDistrict, shortDate, sourcesFor } from '../lib/finance';
import { ContributionsTable, DemoBadge, DonorCard, PartyBadge, SourceLine } from './finance-bits';
import * as styles from './finance.css';
import { SizeBands, StateShare } from './money-parts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <li className={styles.stat}>
      <p className={styles.statLabel}>{label}</p>
      <p className={styles.statValue}>{value}</p>
    </li>
  );
}

/** /campaign-finance/candidates/{id}: one candidate's money, from the latest filings. */
export default function CandidatePage() {
  const { id = '' } = useParams();
  const { data, isPending, isError, error } = useCandidateDetail(id);
  const sources = useFinanceSources();
  useDocumentTitle(data ? `${data.candidate.name}: Campaign Finance` : isError ? 'Candidate Not Found' : 'Candidate Campaign Finance');

  if (isPending) return <DataPageLoading label="Loading the candidate" blocks={['8rem', '12rem']} />;
  if (isError) {
    return (
      <DataPageError
        notFound={isNotFound(error)}
        notFoundTitle="Candidate Not Found"
        notFoundText="The candidate you're looking for isn't in our campaign finance records."
        errorText="The candidate could not be loaded. Please try again later."
        back={{ to: '/campaign-finance', label: 'Back to Campaign Finance' }}
      />
    );
  }

  const { candidate } = data;
  const used = sourcesFor(data.sourceKeys, sources.data?.sources ?? []);
  const demo = candidate.isDemo === true || anyDemo(data.recentContributions) || anyDemo(data.topDonors) || used.some((s) => s.demo);
  const where = officeWithDistrict(candidate);
  return (
    <DataPage>
      <nav aria-label="Breadcrumb">
        <Link to="/campaign-finance" className={textLink}>
          Campaign Finance
        </Link>
      </nav>
      <header className={styles.header}>
        <p className={styles.kicker}>{data.electionYear ? `${data.electionYear} election` : 'Campaign finance'}</p>
        <h1 className={pageTitle}>{candidate.name}</h1>
        <p className={`${styles.intro} ${styles.headerRow}`}>
          <span>{where}</span>
          <PartyBadge party={candidate.party} />
          {candidate.isIncumbent ? <Badge tone="outline">Incumbent</Badge> : null}
          {demo ? <DemoBadge /> : null}
        </p>
        <p className={styles.meta}>
          Totals through {shortDate(data.coverageEndDate ?? candidate.lastReportDate)}
          {data.fecId ? (
            <>
              {' · '}
              <a href={`https://www.fec.gov/data/candidate/${encodeURIComponent(data.fecId)}/`} className={textLink} target="_blank" rel="noreferrer">
                FEC candidate {data.fecId}
              </a>
            </>
          ) : null}
          {data.bioguideId ? (
            <>
              {' · '}
              <Link to={`/legislators/${encodeURIComponent(data.bioguideId)}`} className={textLink}>
                Profile of {candidate.name}
              </Link>
            </>
          ) : null}
        </p>
        <SourceLine sources={used} />
      </header>

      <ul className={styles.stats} aria-label="Key figures">
        <Figure label="Raised" value={formatMoney(candidate.totalRaised)} />
        <Figure label="Spent" value={formatMoney(data.totalSpent)} />
        <Figure label="Cash on hand" value={formatMoney(candidate.cashOnHand)} />
        <Figure label="Debts" value={formatMoney(data.debts)} />
      </ul>

      <div className={styles.columns}>
        <div className={styles.stack}>
          <section aria-labelledby="where-heading" className={styles.stack}>
            <h2 id="where-heading" className={styles.sectionHeading}>
              Where the money comes from
            </h2>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.caption}>Receipts by kind of giver</caption>
                <tbody>
                  {(
                    [
                      ['Individuals', data.individualContributions],
                      ['Party committees', data.partyContributions],
                      ['Other committees (PACs)', data.otherCommitteeContributions],
                      ['The candidate', data.candidateContributions],
                      ['Large contributions ($1,000+)', candidate.largeContributions],
                      ['Small contributions', candidate.smallContributions],
                      ['Average contribution', candidate.averageContribution],
                    ] as const
                  ).map(([label, amount]) => (
                    <tr key={label}>
                      <th scope="row" className={styles.cell}>{label}</th>
                      <td className={styles.numberCell}>{formatMoney(amount)}</td>
                    </tr>
                  ))}
                  <tr>
                    <th scope="row" className={styles.cell}>Out of state</th>
                    <td className={styles.numberCell}>{formatPercent(candidate.outOfStatePercent)}</td>
                  </tr>
                </tbody>
              </table>
            </div>
            <SizeBands bands={data.sizeBands} />
            <StateShare detail={data} />
          </section>

          <section aria-labelledby="recent-heading" className={styles.stack}>
            <h2 id="recent-heading" className={styles.sectionHeading}>
              Recent contributions
            </h2>
            {data.recentContributions.length === 0 ? (
              <p className={styles.text}>No itemized contributions on record.</p>
            ) : (
              <ContributionsTable contributions={data.recentContributions} caption="Newest first" showCandidate={false} />
            )}
          </section>
        </div>

        <aside className={styles.stack} aria-label="Donors and committees">
          <section aria-labelledby="donors-heading" className={styles.stack}>
            <h2 id="donors-heading" className={styles.sectionHeading}>
              Top donors
            </h2>
            {data.topDonors.length === 0 ? (
              <p className={styles.text}>No donors on record.</p>
            ) : (
              <ul className={styles.list} aria-label="Top donors">
                {data.topDonors.map((donor) => (
                  <DonorCard key={`${donor.name}-${donor.type}`} donor={donor} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="committees-heading" className={styles.card}>
            <h2 id="committees-heading" className={styles.cardTitle}>
              Committees
            </h2>
            {data.committees.length === 0 ? (
              <p className={styles.text}>No committees on record.</p>
            ) : (
              <ul className={styles.plainList}>
                {data.committees.map((c) => (
                  <li key={c.id}>
                    {c.name}
                    {c.designation ? <span className={styles.meta}> ({c.designation})</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </div>
    </DataPage>
  );
}
