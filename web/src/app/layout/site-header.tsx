import { format } from 'date-fns';
import { NavLink, Link, useNavigate } from 'react-router-dom';

import { container } from '../../ui/layout.css';
import { SearchForm } from '../../ui/search-field';
import * as styles from './layout.css';
import { mainNavItems } from './nav-items';

/** Masthead: dateline and date, logo and tagline, search, and the section nav. */
export function SiteHeader() {
  const navigate = useNavigate();
  const today = format(new Date(), 'EEEE, MMMM d, yyyy');

  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={`${container} ${styles.topBarInner}`}>
          <span className={styles.dateline}>Lansing, Michigan</span>
          <span data-testid="header-date">{today}</span>
        </div>
      </div>
      <div className={`${container} ${styles.masthead}`}>
        <div className={styles.brand}>
          <Link to="/" className={styles.logo}>
            Mitics
            <span aria-hidden="true" className={styles.logoMark}>
              .
            </span>
          </Link>
          <p className={styles.tagline}>Michigan politics and the federal decisions that shape it, from Lansing.</p>
        </div>
        <SearchForm
          label="Search articles"
          placeholder="Search Michigan politics"
          onSearch={(query) => navigate(`/search?q=${encodeURIComponent(query)}`)}
        />
      </div>
      <nav aria-label="Main" className={container}>
        <div className={styles.nav}>
          <ul className={styles.navList}>
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={styles.navLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
