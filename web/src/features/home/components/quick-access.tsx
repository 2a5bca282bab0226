import { Link } from 'react-router-dom';

import * as layout from './home-layout.css';
import * as styles from './rail.css';

export const QUICK_ACCESS_LINKS = [
  { to: '/legislature', label: 'Legislature Tracker' },
  { to: '/campaign-finance', label: 'Campaign Finance' },
  { to: '/representatives', label: 'Your Representatives' },
  { to: '/newsletter', label: 'Newsletter' },
  { to: '/podcast', label: 'Podcasts' },
  { to: '/search', label: 'Advanced Search' },
] as const;

export function QuickAccess() {
  return (
    <nav aria-labelledby="quick-access-heading" className={layout.railCard}>
      <h2 id="quick-access-heading" className={layout.railHeading}>
        Quick Access
      </h2>
      <ul className={styles.quickLinks}>
        {QUICK_ACCESS_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.quickLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
