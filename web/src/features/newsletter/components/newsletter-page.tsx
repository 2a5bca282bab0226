import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Disclosure, DisclosurePanel, Form, Heading } from 'react-aria-components';
import { Link } from 'react-router-dom';

import { formatCount } from '../../../lib/numbers';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { TextInputField } from '../../../ui/fields';
import { container, textLink } from '../../../ui/layout.css';
import * as page from '../../../ui/page.css';
import { Skeleton } from '../../../ui/skeleton';
import { showToast } from '../../../ui/toast';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { newsletterStatsQueryOptions } from '../api/newsletter-page';
import { newsletterKeys, retrySubscribe, SubscribeError, subscribeToNewsletter } from '../api/subscribe';
import {
  AUDIENCE_CLAIMS,
  DEMO_STATS,
  EMAIL_REQUIRED,
  NEWSLETTER_BENEFITS,
  NEWSLETTER_PAGE_TOASTS,
  RECENT_NEWSLETTERS,
  SPONSOR_PACKAGES,
} from '../lib/newsletter-page';
import { popupStorage, recordPopupSeen } from '../lib/popup-schedule';

const DemoNote = () => <span className={page.demoNote}>Demo data</span>;

function SubscriberCount() {
  const stats = useQuery(newsletterStatsQueryOptions());
  if (stats.isPending) return <Skeleton width="5rem" height="2rem" />;
  if (stats.isError) return <span className={page.statValue}>Unavailable</span>;
  return <span className={page.statValue}>{formatCount(stats.data.subscribers)}</span>;
}

/** 'Subscribe for Free' (reader §2, §5, §8): email required, name optional. */
function SubscribeForm() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useMutation({ mutationKey: newsletterKeys.subscribe(), mutationFn: subscribeToNewsletter, retry: retrySubscribe });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!email.trim()) {
      setMissing(true);
      formRef.current?.querySelector<HTMLElement>('[name="email"]')?.focus();
      return;
    }
    mutation.mutate(
      { email, name, source: 'newsletter-page' },
      {
        onSuccess: () => {
          setEmail('');
          setName('');
          showToast(NEWSLETTER_PAGE_TOASTS.success);
          recordPopupSeen(popupStorage(), Date.now());
          void queryClient.invalidateQueries({ queryKey: newsletterKeys.stats() });
        },
        onError: (error) => showToast(NEWSLETTER_PAGE_TOASTS.failure(error instanceof SubscribeError ? error.serverMessage : undefined)),
      },
    );
  };

  return (
    <section className={page.card} aria-labelledby="subscribe-title">
      <h2 id="subscribe-title" className={page.cardTitle}>
        Subscribe for Free
      </h2>
      <Form ref={formRef} onSubmit={submit} validationBehavior="aria" className={page.section} aria-labelledby="subscribe-title">
        <TextInputField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setMissing(false);
          }}
          isRequired
          isInvalid={missing}
          errorMessage={EMAIL_REQUIRED}
          placeholder="you@example.com"
        />
        <TextInputField label="Name (optional)" name="name" autoComplete="name" value={name} onChange={setName} />
        <Button type="submit" isPending={mutation.isPending}>
          {mutation.isPending ? 'Subscribing...' : 'Subscribe Now'}
        </Button>
        <p className={page.meta}>No spam. Unsubscribe anytime. We respect your privacy.</p>
      </Form>
    </section>
  );
}

/** /newsletter (reader §2): hero, the form, stats, recent issues, sponsorship. */
export default function NewsletterPage() {
  useDocumentTitle('Michigan Politics Weekly Newsletter');
  return (
    <div className={container}>
      <div className={page.page}>
        <div className={page.twoUp}>
          <header className={page.hero}>
            <div className={page.badges}>
              <Badge tone="michigan">Premium</Badge>
              <span className={page.meta}>Free, every week</span>
            </div>
            <h1 className={page.heroTitle}>Michigan Politics Weekly</h1>
            <p className={page.lead}>The week in Michigan politics, in your inbox: what happened in Lansing and Washington, and what it means for you.</p>
            <ul className={page.list}>
              {NEWSLETTER_BENEFITS.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </header>
          <SubscribeForm />
        </div>

        <section className={page.section} aria-labelledby="stats-title">
          <h2 id="stats-title" className={page.sectionTitle}>
            By the Numbers
          </h2>
          <div className={page.grid}>
            <div className={page.mutedCard} data-testid="stat-subscribers">
              <p className={page.meta}>Subscribers</p>
              <SubscriberCount />
            </div>
            {DEMO_STATS.map((stat) => (
              <div key={stat.label} className={page.mutedCard}>
                <p className={page.meta}>{stat.label}</p>
                <span className={page.statValue}>{stat.value}</span>
                <DemoNote />
              </div>
            ))}
          </div>
        </section>

        <section className={page.section} aria-labelledby="recent-title">
          <h2 id="recent-title" className={page.sectionTitle}>
            Recent Newsletters
          </h2>
          <DemoNote />
          <div className={page.grid}>
            {RECENT_NEWSLETTERS.map((issue) => (
              <Disclosure key={issue.subject} className={page.card}>
                <Heading level={3} className={page.cardTitle}>
                  {issue.subject}
                </Heading>
                <p className={page.meta}>
                  {issue.date} · {issue.openRate}% open rate
                </p>
                <Button slot="trigger" variant="secondary" size="sm" aria-label={`View ${issue.subject}`}>
                  View
                </Button>
                <DisclosurePanel>
                  <p className={page.body}>{issue.preview}</p>
                </DisclosurePanel>
              </Disclosure>
            ))}
          </div>
        </section>

        <section className={page.section} aria-labelledby="sponsor-title">
          <h2 id="sponsor-title" className={page.sectionTitle}>
            Sponsorship Packages
          </h2>
          <p className={page.lead}>
            Reach {AUDIENCE_CLAIMS.map((claim) => `${claim.value} ${claim.label}`).join(' with a ')} across Michigan politics and government. <DemoNote />
          </p>
          <div className={page.grid}>
            {SPONSOR_PACKAGES.map((pack) => (
              <div key={pack.name} className={page.card}>
                <h3 className={page.cardTitle}>{pack.name}</h3>
                <span className={page.statValue}>{pack.price}</span>
                <p>{pack.placement}</p>
                <p className={page.meta}>{pack.detail}</p>
              </div>
            ))}
          </div>
          <p>
            To sponsor an issue,{' '}
            <Link className={textLink} to="/contact">
              contact us
            </Link>
            .
          </p>
        </section>
      </div>
    </div>
  );
}
