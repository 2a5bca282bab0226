import type { JobPost } from '@mitics/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '../../../ui/button';
import { container, textLink } from '../../../ui/layout.css';
import * as page from '../../../ui/page.css';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { jobsQueryOptions } from '../api/careers';
import { CAREERS_EMAIL } from '../lib/job-display';
import { ApplyDialog } from './apply-dialog';
import { JobCard } from './job-card';

const BENEFITS = [
  {
    title: 'Impactful Work',
    text: 'Your reporting reaches the voters, lawmakers and advocates who shape Michigan. Stories here change what people know about their government.',
  },
  {
    title: 'Growth Opportunities',
    text: 'Editors who line-edit, a data desk that teaches, and room to move from daily news to investigations, audio and graphics.',
  },
  {
    title: 'Flexible Environment',
    text: 'A small newsroom based in Lansing with remote and hybrid roles across the state, and schedules built around the legislative calendar.',
  },
] as const;

function OpeningsSkeleton() {
  return (
    <LoadingRegion label="Loading open positions">
      <div className={page.grid}>
        {[0, 1, 2].map((index) => (
          <div key={index} className={page.card}>
            <Skeleton width="30%" height="1.25rem" />
            <Skeleton width="80%" height="1.5rem" />
            <Skeleton width="50%" />
            <Skeleton height="4.5rem" />
            <Skeleton width="8rem" height="2.75rem" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

function Openings({ onApply }: { onApply: (job: JobPost) => void }) {
  const jobs = useQuery(jobsQueryOptions());
  if (jobs.isPending) return <OpeningsSkeleton />;
  if (jobs.isError) {
    return (
      <div className={page.empty} role="alert">
        <p className={page.emptyTitle}>Unable to load open positions right now.</p>
        <Button variant="secondary" onPress={() => void jobs.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (jobs.data.length === 0) {
    return (
      <div className={page.empty}>
        <h3 className={page.emptyTitle}>No Current Openings</h3>
        <p>
          We are not hiring for a specific role right now. Write to{' '}
          <a className={textLink} href={`mailto:${CAREERS_EMAIL}`}>
            {CAREERS_EMAIL}
          </a>{' '}
          and we will keep you in mind.
        </p>
      </div>
    );
  }
  return (
    <div className={page.grid}>
      {jobs.data.map((job) => (
        <JobCard key={job.id} job={job} onApply={onApply} />
      ))}
    </div>
  );
}

/** /careers (staff §2): why work here, the open positions, and the apply dialog. */
export default function CareersPage() {
  useDocumentTitle('Careers');
  const [chosen, setChosen] = useState<JobPost | null>(null);
  return (
    <div className={container}>
      <div className={page.page}>
        <header className={page.hero}>
          <p className={page.kicker}>Careers at Mitics</p>
          <h1 className={page.heroTitle}>Join Our Team</h1>
          <p className={page.lead}>
            We cover Michigan politics from Lansing: the Legislature, the governor, the courts, campaigns and the federal decisions that land here. Come
            help us do it better.
          </p>
        </header>

        <section className={page.section} aria-labelledby="benefits-title">
          <h2 id="benefits-title" className={page.sectionTitle}>
            Why Mitics
          </h2>
          <div className={page.grid}>
            {BENEFITS.map((benefit) => (
              <div key={benefit.title} className={page.mutedCard}>
                <h3 className={page.cardTitle}>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </div>
            ))}
          </div>
        </section>

        <section className={page.section} aria-labelledby="openings-title">
          <h2 id="openings-title" className={page.sectionTitle}>
            Current Openings
          </h2>
          <Openings onApply={setChosen} />
        </section>

        <section className={page.mutedCard} aria-labelledby="fit-title">
          <h2 id="fit-title" className={page.cardTitle}>
            Don&apos;t See a Perfect Fit?
          </h2>
          <p>We read every note from reporters, editors, producers and developers who care about Michigan. Send us your resume and tell us what you would cover.</p>
          <div className={page.actions}>
            <a className={textLink} href={`mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent('Resume')}`}>
              Email your resume to {CAREERS_EMAIL}
            </a>
            <Link className={textLink} to="/about">
              Learn more about Mitics
            </Link>
          </div>
        </section>
      </div>
      <ApplyDialog job={chosen} onClose={() => setChosen(null)} />
    </div>
  );
}
