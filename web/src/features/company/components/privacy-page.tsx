import { Link } from 'react-router-dom';

import { textLink } from '../../../ui/layout.css';
import * as page from '../../../ui/page.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { PRIVACY_SECTIONS, PRIVACY_UPDATED } from '../content/privacy';
import { StaticPage } from './static-page';

/** /privacy (staff §2, §9): last updated January 2025, eleven sections; not for children under 13. */
export default function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <StaticPage kicker="Legal" title="Privacy Policy" intro={<p className={page.meta}>Last updated {PRIVACY_UPDATED}</p>} sections={PRIVACY_SECTIONS}>
      <p>
        Questions? Use our{' '}
        <Link className={textLink} to="/contact">
          contact page
        </Link>
        .
      </p>
    </StaticPage>
  );
}
