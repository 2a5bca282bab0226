import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';

import { errorStatus } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { container, textLink } from '../../../ui/layout.css';
import * as page from '../../../ui/page.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { unsubscribeFromNewsletter } from '../api/newsletter-page';
import { newsletterKeys } from '../api/subscribe';
import { unsubscribeParams } from '../lib/newsletter-page';

const INVALID_LINK = 'This unsubscribe link is not valid';

/**
 * Where a newsletter's signed unsubscribe link leads (no sign-in). Opening
 * the link changes nothing (mail scanners open links); the button does.
 */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [search] = useSearchParams();
  const params = unsubscribeParams(search);
  const mutation = useMutation({ mutationKey: newsletterKeys.unsubscribe(), mutationFn: unsubscribeFromNewsletter, retry: false });

  const back = (
    <p>
      <Link className={textLink} to="/newsletter">
        Back to Michigan Politics Weekly
      </Link>
    </p>
  );

  if (mutation.isSuccess) {
    return (
      <div className={container}>
        <div className={page.page}>
          <header className={page.hero}>
            <p className={page.kicker}>Michigan Politics Weekly</p>
            <h1 className={page.heroTitle}>You have been unsubscribed</h1>
            <p className={page.lead} role="status">
              {mutation.data.email} will no longer receive Michigan Politics Weekly.
            </p>
          </header>
          <p>
            Changed your mind?{' '}
            <Link className={textLink} to="/newsletter">
              Subscribe again
            </Link>
            .
          </p>
        </div>
      </div>
    );
  }

  const failure = mutation.isError ? (errorStatus(mutation.error) === 400 || errorStatus(mutation.error) === 404 ? INVALID_LINK : 'Something went wrong. Please try again.') : null;

  return (
    <div className={container}>
      <div className={page.page}>
        <header className={page.hero}>
          <p className={page.kicker}>Michigan Politics Weekly</p>
          <h1 className={page.heroTitle}>Unsubscribe</h1>
          {params ? <p className={page.lead}>Stop receiving Michigan Politics Weekly at this address. You can subscribe again at any time.</p> : null}
        </header>
        {params ? (
          <div className={page.section}>
            {failure ? (
              <p role="alert" className={page.emptyTitle}>
                {failure}
              </p>
            ) : null}
            <div className={page.actions}>
              <Button isPending={mutation.isPending} onPress={() => mutation.mutate(params)}>
                {mutation.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
              </Button>
            </div>
            {back}
          </div>
        ) : (
          <div className={page.empty}>
            <p role="alert" className={page.emptyTitle}>
              {INVALID_LINK}
            </p>
            <p>Use the link at the bottom of any newsletter, or contact us and we will remove your address.</p>
            {back}
          </div>
        )}
      </div>
    </div>
  );
}
