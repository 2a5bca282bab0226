import type { FederalIssue, Representative, SourceNote } from '@mitics/contracts';
import { formatDistanceToNow, isValid, parseISO } from 'date-fns';
import { Link } from 'react-router-dom';

import { Badge } from '../../../ui/badge';
import type { BadgeTone } from '../../../ui/badge.css';
import { textLink } from '../../../ui/layout.css';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import { useDelegation, useFederalIssues } from '../api/get-congressional';
import { useFederalNewsSource } from '../api/latest-articles';
import { federalNews, FEDERAL_NEWS_SHOWN } from '../lib/federal-news';
import * as layout from './home-layout.css';
import * as styles from './michigan-in-washington.css';

/** Representatives shown, and votes and issues per member (reader §9). */
export const REPRESENTATIVES_SHOWN = 6;
const PER_MEMBER = 2;

const PARTY_TONE: Record<string, BadgeTone> = { Democratic: 'michigan', Republican: 'breaking' };

function ago(value: string | null | undefined): string {
  const date = value ? parseISO(value) : null;
  return date && isValid(date) ? formatDistanceToNow(date, { addSuffix: true }) : 'Recent';
}

function RepresentativeCard({ member }: { member: Representative }) {
  return (
    <li className={styles.rep}>
      <div className={styles.repHead}>
        <h4 className={styles.repName}>
          {member.id ? (
            <Link to={`/legislators/${member.id}`} className={layout.storyLink}>
              {member.name}
            </Link>
          ) : (
            member.name
          )}
        </h4>
        <Badge tone={PARTY_TONE[member.party] ?? 'neutral'}>{member.party}</Badge>
      </div>
      <p className={styles.repRole}>{member.district ? `${member.title}, ${member.district}` : member.title}</p>
      <p className={styles.listLabel}>Key issues</p>
      <ul className={styles.plainList}>
        {member.keyIssues.slice(0, PER_MEMBER).map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
      <p className={styles.listLabel}>Recent votes</p>
      <ul className={styles.plainList}>
        {member.recentVotes.slice(0, PER_MEMBER).map((vote) => (
          <li key={vote}>{vote}</li>
        ))}
      </ul>
    </li>
  );
}

/** 'Source: congress-legislators, 2026-06-15', and demo data said as such (issue 9: every civic fact shows its source). */
function sourceWords(note: SourceNote | undefined): string | null {
  if (!note) return null;
  return note.demo ? 'Demo data' : `Source: ${note.name}${note.date ? `, ${note.date}` : ''}`;
}

function YourRepresentatives() {
  const delegation = useDelegation().slice(0, REPRESENTATIVES_SHOWN);
  const roster = sourceWords(delegation[0]?.source);
  const votes = sourceWords(delegation[0]?.votesSource);
  return (
    <section aria-labelledby="your-representatives-heading">
      <h3 id="your-representatives-heading" className={styles.subheading}>
        Your Representatives
      </h3>
      <ul className={styles.reps} data-testid="representatives">
        {delegation.map((member) => (
          <RepresentativeCard key={member.name} member={member} />
        ))}
      </ul>
      {roster ? (
        <p className={layout.meta} data-testid="delegation-source">
          {roster}
          {votes ? ` · Recent votes: ${votes}` : ''}
        </p>
      ) : null}
    </section>
  );
}

function FederalNews() {
  const { data, isPending } = useFederalNewsSource();
  const articles = federalNews(data);
  let content;
  if (isPending) {
    content = (
      <LoadingRegion label="Loading federal news">
        {Array.from({ length: FEDERAL_NEWS_SHOWN }, (_, index) => (
          <div key={index} className={styles.newsItem}>
            <Skeleton width="95%" height="1rem" />
            <Skeleton width="70%" height="1rem" />
            <Skeleton width="6rem" height="0.875rem" />
          </div>
        ))}
      </LoadingRegion>
    );
  } else if (articles.length === 0) {
    content = <p className={layout.quiet}>No federal news affecting Michigan right now.</p>;
  } else {
    content = (
      <ul className={styles.news} data-testid="federal-news">
        {articles.map((article) => (
          <li key={article.id} className={styles.newsItem}>
            <h4 className={styles.newsTitle}>
              <Link to={`/article/${article.slug}`} className={layout.storyLink}>
                {article.title || 'Untitled Article'}
              </Link>
            </h4>
            <p className={layout.meta}>
              <time dateTime={article.publishedAt ?? undefined}>{ago(article.publishedAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="federal-news-heading">
      <h3 id="federal-news-heading" className={styles.subheading}>
        Federal News Impacting Michigan
      </h3>
      {content}
    </section>
  );
}

function IssueCard({ issue }: { issue: FederalIssue }) {
  return (
    <li className={styles.issue}>
      <h4 className={styles.issueTitle}>{issue.title}</h4>
      <p>
        <Badge tone="outline">{issue.status}</Badge> {issue.source?.demo ? <Badge tone="neutral">Demo data</Badge> : null}
      </p>
      <p className={styles.issueText}>{issue.description}</p>
      <p className={styles.issueText}>
        <strong>Michigan impact:</strong> {issue.impact}
      </p>
    </li>
  );
}

function KeyFederalIssues() {
  const issues = useFederalIssues();
  return (
    <section aria-labelledby="federal-issues-heading">
      <h3 id="federal-issues-heading" className={styles.subheading}>
        Key Federal Issues for Michigan
      </h3>
      <ul className={styles.issues} data-testid="federal-issues">
        {issues.map((issue) => (
          <IssueCard key={issue.title} issue={issue} />
        ))}
      </ul>
    </section>
  );
}

/** 'Michigan in Washington' (reader §2): the delegation, federal news and the issues at stake. */
export function MichiganInWashington() {
  return (
    <section aria-labelledby="michigan-in-washington-heading" className={`${styles.section} ${layout.washingtonSection}`}>
      <div>
        <h2 id="michigan-in-washington-heading" className={layout.sectionHeading}>
          Michigan in Washington
        </h2>
        <p className={styles.intro}>Who speaks for Michigan in Congress, and the federal decisions that reach home.</p>
      </div>
      <div className={styles.columns}>
        <YourRepresentatives />
        <FederalNews />
      </div>
      <KeyFederalIssues />
      <p className={styles.links}>
        <Link to="/representatives" className={textLink}>
          Meet Michigan&rsquo;s full delegation
        </Link>
        <Link to="/federal" className={textLink}>
          More federal politics coverage
        </Link>
      </p>
    </section>
  );
}
