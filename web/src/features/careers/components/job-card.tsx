import type { JobPost } from '@mitics/contracts';

import { formatLongDate, parseDate } from '../../../lib/dates';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import * as page from '../../../ui/page.css';
import { jobTypeTone, linesOf } from '../lib/job-display';
import * as styles from './careers.css';

function Lines({ title, text }: { title: string; text: string }) {
  const lines = linesOf(text);
  return (
    <div className={styles.block}>
      <h4 className={styles.blockTitle}>{title}</h4>
      {lines.length > 1 ? (
        <ul className={page.list}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>{lines[0]}</p>
      )}
    </div>
  );
}

/** One opening: what it is, where, until when, and Apply Now. */
export function JobCard({ job, onApply }: { job: JobPost; onApply: (job: JobPost) => void }) {
  const deadline = parseDate(job.applicationDeadline);
  const headingId = `job-${job.id}`;
  return (
    <article className={page.card} aria-labelledby={headingId} data-testid="job-card">
      <div className={page.badges}>
        <Badge tone={jobTypeTone(job.type)}>{job.type}</Badge>
        <span className={page.meta}>{job.department}</span>
      </div>
      <h3 id={headingId} className={page.cardTitle}>
        {job.title}
      </h3>
      <p className={page.meta}>
        {job.location}
        {job.salaryRange ? ` · ${job.salaryRange}` : ''}
        {deadline ? ` · Apply by ${formatLongDate(deadline)}` : ''}
      </p>
      <p className={page.body}>{job.description}</p>
      <details className={styles.details}>
        <summary className={styles.summary}>Requirements and responsibilities</summary>
        <Lines title="Requirements" text={job.requirements} />
        <Lines title="Responsibilities" text={job.responsibilities} />
      </details>
      <div className={page.actions}>
        <Button onPress={() => onApply(job)} aria-label={`Apply Now: ${job.title}`}>
          Apply Now
        </Button>
      </div>
    </article>
  );
}
