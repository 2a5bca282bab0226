import type { LegislatorProfile } from '@mitics/contracts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';

import { Badge } from '../../../ui/badge';
import { ColumnHeads, DataPage, DataPageError, DataPageLoading } from '../../../ui/data-page';
import { pageTitle, textLink } from '../../../ui/layout.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { isNotFound, useProfile } from '../api/get-civic';
import { initials, partyTone, shortDate, telHref } from '../lib/civic';
import { BillCard } from './bill-card';
import * as styles from './legislature.css';
import { SourceLine } from './source-line';

const SOCIAL: Record<string, (handle: string) => string> = {
  twitter: (h) => `https://x.com/${h}`,
  facebook: (h) => `https://www.facebook.com/${h}`,
  youtube: (h) => `https://www.youtube.com/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
};

/**
 * /legislators/{id}: one state legislator or member of Congress on one page:
 * offices, committees, sponsored bills with status, recent votes, and the
 * Mitics articles that name them.
 */
export type LegislatorPageProps = {
  /** What another area adds to the profile's side column (the campaign money panel), given the loaded profile. */
  aside?: (profile: LegislatorProfile) => ReactNode;
};

export default function LegislatorPage({ aside }: LegislatorPageProps = {}) {
  const { id = '' } = useParams();
  const { data: profile, isPending, isError, error } = useProfile(id);
  useDocumentTitle(profile ? `${profile.name}, ${profile.role}` : isError ? 'Legislator Not Found' : 'Michigan Legislator');

  if (isPending) return <DataPageLoading label="Loading the legislator" blocks={['10rem']} />;
  if (isError) {
    return (
      <DataPageError
        notFound={isNotFound(error)}
        notFoundTitle="Legislator Not Found"
        notFoundText="The legislator you're looking for isn't in our records."
        errorText="The profile could not be loaded. Please try again later."
        back={{ to: '/legislature', label: 'Find your legislators' }}
      />
    );
  }

  const where = profile.district && /^\d+$/.test(profile.district) ? `District ${profile.district}` : profile.level === 'federal' ? 'Statewide' : '';
  const social = Object.entries(profile.social).filter(([kind]) => SOCIAL[kind]);
  return (
    <DataPage>
      <header className={styles.profileHead}>
        <span className={styles.bigAvatar} aria-hidden="true">
          {initials(profile.name)}
        </span>
        <div className={styles.header}>
          <p className={styles.kicker}>{profile.level === 'federal' ? 'Michigan in Washington' : 'Michigan Legislature'}</p>
          <h1 className={pageTitle}>{profile.name}</h1>
          <p className={styles.intro}>
            {profile.role}
            {where ? `, ${where}` : ''} <Badge tone={partyTone(profile.party)}>{profile.party}</Badge>
          </p>
          <SourceLine notes={[profile.source]} />
        </div>
      </header>

      <div className={styles.columns}>
        <div className={styles.page}>
          <section aria-labelledby="sponsored-heading" className={styles.tabPanel}>
            <h2 id="sponsored-heading" className={styles.sectionHeading}>
              Sponsored bills
            </h2>
            {profile.sponsoredBills.length === 0 ? (
              <p className={styles.text}>{profile.level === 'federal' ? 'Federal bills are not tracked here yet.' : 'No sponsored bills on record.'}</p>
            ) : (
              <ul className={styles.wideGrid}>
                {profile.sponsoredBills.map((bill) => (
                  <BillCard key={bill.id} bill={bill} />
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="votes-heading" className={styles.tabPanel}>
            <h2 id="votes-heading" className={styles.sectionHeading}>
              Recent votes
            </h2>
            {profile.recentVotes.length === 0 ? (
              <p className={styles.text}>No recorded votes yet.</p>
            ) : (
              <>
                <SourceLine notes={profile.recentVotes.map((v) => v.source)} />
                <table className={styles.table}>
                  <caption className={styles.meta} style={{ textAlign: 'left' }}>
                    Most recent first
                  </caption>
                  <ColumnHeads columns={['Date', 'Bill', 'Motion', 'Vote']} />
                  <tbody>
                    {profile.recentVotes.map((vote) => (
                      <tr key={`${vote.bill}-${vote.date}-${vote.motion}`}>
                        <td className={styles.cell}>{shortDate(vote.date)}</td>
                        <td className={styles.cell}>{vote.bill}</td>
                        <td className={styles.cell}>{vote.motion}</td>
                        <td className={styles.cell}>
                          <strong>{vote.vote}</strong>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </section>

          <section aria-labelledby="mentions-heading" className={styles.tabPanel}>
            <h2 id="mentions-heading" className={styles.sectionHeading}>
              In Mitics coverage
            </h2>
            {profile.mentions.length === 0 ? (
              <p className={styles.text}>No Mitics articles mention {profile.name} yet.</p>
            ) : (
              <ul className={styles.plainList} data-testid="mentions">
                {profile.mentions.map((m) => (
                  <li key={m.articleId}>
                    <Link to={`/article/${m.slug}`} className={textLink}>
                      {m.title}
                    </Link>
                    {m.publishedAt ? <span className={styles.meta}> · {shortDate(m.publishedAt)}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <aside className={styles.page} aria-label="Contact and committees">
          {aside?.(profile)}
          <section aria-labelledby="contact-heading" className={styles.card}>
            <h2 id="contact-heading" className={styles.cardTitle}>
              Contact
            </h2>
            {profile.email ? (
              <p className={styles.text}>
                Email: <a href={`mailto:${profile.email}`} className={textLink}>{profile.email}</a>
              </p>
            ) : null}
            {profile.contactForm ? (
              <p className={styles.text}>
                <a href={profile.contactForm} className={textLink} target="_blank" rel="noreferrer">
                  Contact form
                </a>
              </p>
            ) : null}
            {profile.website ? (
              <p className={styles.text}>
                <a href={profile.website} className={textLink} target="_blank" rel="noreferrer">
                  Official website
                </a>
              </p>
            ) : null}
            {profile.offices.map((office) => (
              <div key={`${office.label}-${office.address ?? ''}`}>
                <p className={styles.label}>{office.label}</p>
                {office.address ? <p className={styles.text}>{office.address}</p> : null}
                {office.phone ? (
                  <p className={styles.text}>
                    <a href={telHref(office.phone)} className={textLink}>{office.phone}</a>
                  </p>
                ) : null}
              </div>
            ))}
            {social.length > 0 ? (
              <p className={styles.text}>
                {social.map(([kind, handle], i) => (
                  <span key={kind}>
                    {i > 0 ? ' · ' : ''}
                    <a href={SOCIAL[kind]?.(handle)} className={textLink} target="_blank" rel="noreferrer">
                      {kind.charAt(0).toUpperCase() + kind.slice(1)}
                    </a>
                  </span>
                ))}
              </p>
            ) : null}
            <SourceLine notes={[profile.source]} />
          </section>

          <section aria-labelledby="committees-heading" className={styles.card}>
            <h2 id="committees-heading" className={styles.cardTitle}>
              Committees
            </h2>
            {profile.committees.length === 0 ? (
              <p className={styles.text}>No committee assignments on record.</p>
            ) : (
              <ul className={styles.plainList}>
                {profile.committees.map((c) => (
                  <li key={`${c.id ?? ''}-${c.name}`}>
                    {c.name}
                    {c.role && c.role !== 'member' && c.role !== 'Member' ? <span className={styles.meta}> ({c.role})</span> : null}
                  </li>
                ))}
              </ul>
            )}
            <SourceLine notes={[profile.source]} />
          </section>

          {profile.fecIds.length > 0 ? (
            <section aria-labelledby="ids-heading" className={styles.card} data-fec-ids={profile.fecIds.join(' ')}>
              <h2 id="ids-heading" className={styles.cardTitle}>
                Campaign finance
              </h2>
              <p className={styles.text}>FEC candidate ids: {profile.fecIds.join(', ')}</p>
            </section>
          ) : null}
        </aside>
      </div>
    </DataPage>
  );
}
