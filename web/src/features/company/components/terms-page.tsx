import { Link } from 'react-router-dom';

import { textLink } from '../../../ui/layout.css';
import * as page from '../../../ui/page.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { TERMS_SECTIONS, TERMS_UPDATED } from '../content/terms';
import { StaticPage } from './static-page';

/** /terms (staff §2, §9): last updated January 2025, nine sections. */
export default function TermsPage() {
  useDocumentTitle('Terms of Service');
  return (
    <StaticPage kicker="Legal" title="Terms of Service" intro={<p className={page.meta}>Last updated {TERMS_UPDATED}</p>} sections={TERMS_SECTIONS}>
      <p>
        See also our{' '}
        <Link className={textLink} to="/privacy">
          Privacy Policy
        </Link>
        .
      </p>
    </StaticPage>
  );
}
