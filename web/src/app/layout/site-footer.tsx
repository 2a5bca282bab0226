import { Link } from 'react-router-dom';

import { FooterNewsletter } from '../../features/newsletter/components/footer-newsletter';
import { container } from '../../ui/layout.css';
import * as styles from './layout.css';
import { footerCompany, footerSearchTerms, footerSections, socialLinks } from './nav-items';
import { SocialIcon } from './social-icons';

/** Footer: newsletter signup, section, company and popular-search links, social links, copyright. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.footerGrid}>
          <div className={styles.footerBrand}>
            <p className={styles.footerLogo}>Mitics</p>
            <p className={styles.footerBlurb}>
              Independent reporting on Michigan state politics and the federal decisions that shape Michigan, from
              Lansing.
            </p>
            <FooterNewsletter />
            <Link to="/newsletter" className={styles.newsletterLink}>
              The newsletter page
            </Link>
          </div>
          <nav aria-labelledby="footer-sections">
            <h2 id="footer-sections" className={styles.footerHeading}>
              Sections
            </h2>
            <ul className={styles.footerList}>
              {footerSections.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company" className={styles.footerHeading}>
              Mitics
            </h2>
            <ul className={styles.footerList}>
              {footerCompany.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-searches">
            <h2 id="footer-searches" className={styles.footerHeading}>
              Popular searches
            </h2>
            <ul className={styles.footerList}>
              {footerSearchTerms.map((term) => (
                <li key={term}>
                  <Link to={`/search?q=${encodeURIComponent(term)}`}>{term}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className={styles.footerBottom}>
          <p className={styles.copyright}>© {year} Mitics. All rights reserved.</p>
          <ul className={styles.socialList} aria-label="Mitics on social media">
            {socialLinks.map((item) => (
              <li key={item.network}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Mitics on ${item.label} (opens in a new tab)`}
                  className={styles.socialLink}
                >
                  <SocialIcon network={item.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
