import { Link } from 'react-router-dom';

import { textLink } from '../../../ui/layout.css';
import * as page from '../../../ui/page.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ABOUT_SECTIONS } from '../content/about';
import { StaticPage } from './static-page';

/** /about (staff §2): static text with a link to /careers. */
export default function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <StaticPage
      kicker="About us"
      title="About Mitics"
      intro={<p className={page.lead}>Michigan politics, reported from Lansing: clear, independent and accountable to readers.</p>}
      sections={ABOUT_SECTIONS}
    >
      <section className={page.mutedCard} aria-labelledby="about-join">
        <h2 id="about-join" className={page.cardTitle}>
          Work with us
        </h2>
        <p>
          We are hiring reporters, producers and interns who care about Michigan.{' '}
          <Link className={textLink} to="/careers">
            See our open positions
          </Link>
          , or{' '}
          <Link className={textLink} to="/contact">
            contact the newsroom
          </Link>
          .
        </p>
      </section>
    </StaticPage>
  );
}
