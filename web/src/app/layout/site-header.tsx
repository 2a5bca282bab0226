import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';

import { WeatherReadout } from '../../features/weather/components/weather-readout';
import { container } from '../../ui/layout.css';
import { SearchForm } from '../../ui/search-field';
import { CloseIcon, MenuIcon, SearchIcon } from './icons';
import * as styles from './layout.css';
import * as mobile from './mobile-header.css';
import { setPanelOpen, togglePanel, type MobilePanel } from './mobile-panel';
import { mainNavItems } from './nav-items';
import { formatLongDay } from '../../lib/dates';

const MOBILE_SEARCH_ID = 'mobile-search';

// The side sheet (dialog, focus scope) stays out of the first load; it is
// fetched when the reader reaches for the hamburger.
const loadMenuSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(loadMenuSheet);

/**
 * The header's two toggles are plain <button>s, not react-aria-components
 * Buttons: they are in every page's first render, and RAC's press handling is
 * much of the first-load JS (issue 13); a native button gives the same role,
 * name, keyboard and focus behaviour.
 *
 * Masthead: dateline, date and Lansing weather; logo and tagline; search; the
 * section nav. Below 960 px the nav and search move behind a hamburger side
 * menu and a search toggle, and at most one of those is open.
 */
export function SiteHeader() {
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const today = formatLongDay(new Date());
  const [panel, setPanel] = useState<MobilePanel>('none');
  const searchToggleRef = useRef<HTMLButtonElement>(null);

  // Any navigation (a link, Back) closes the mobile panels.
  useEffect(() => setPanel('none'), [locationKey]);

  // The search bar takes focus when it opens.
  useEffect(() => {
    if (panel !== 'search') return;
    document.getElementById(MOBILE_SEARCH_ID)?.querySelector('input')?.focus();
  }, [panel]);

  const search = (query: string) => {
    setPanel('none');
    navigate(`/search?q=${encodeURIComponent(query)}`);
  };

  const searchOpen = panel === 'search';

  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={`${container} ${styles.topBarInner}`}>
          <span className={styles.dateline}>Lansing, Michigan</span>
          <span data-testid="header-date">{today}</span>
          <WeatherReadout className={styles.weather} />
        </div>
      </div>
      <div className={`${container} ${styles.masthead}`}>
        <div className={mobile.mobileOnly}>
          <button
            type="button"
            className={mobile.iconButton}
            aria-label="Menu"
            aria-haspopup="dialog"
            aria-expanded={panel === 'menu'}
            onPointerEnter={() => void loadMenuSheet()}
            onFocus={() => void loadMenuSheet()}
            onClick={() => setPanel((p) => togglePanel(p, 'menu'))}
          >
            <MenuIcon />
          </button>
        </div>
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
          className={mobile.desktopOnly}
          label="Search articles"
          placeholder="Search Michigan politics"
          onSearch={search}
        />
        <div className={mobile.mobileOnly}>
          <button
            type="button"
            ref={searchToggleRef}
            className={mobile.iconButton}
            aria-label="Search"
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? MOBILE_SEARCH_ID : undefined}
            onClick={() => setPanel((p) => togglePanel(p, 'search'))}
          >
            {searchOpen ? <CloseIcon /> : <SearchIcon />}
          </button>
        </div>
      </div>
      {searchOpen ? (
        <div
          id={MOBILE_SEARCH_ID}
          className={`${container} ${mobile.searchBar} ${mobile.mobileOnly}`}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !(event.target instanceof HTMLInputElement && event.target.value)) {
              setPanel('none');
              searchToggleRef.current?.focus();
            }
          }}
        >
          <SearchForm label="Search articles" placeholder="Search Michigan politics" submitLabel="Go" onSearch={search} />
        </div>
      ) : null}
      {panel === 'menu' ? (
        <Suspense fallback={null}>
          <MobileMenuSheet onClose={() => setPanel((p) => setPanelOpen(p, 'menu', false))} />
        </Suspense>
      ) : null}
      <nav aria-label="Main" className={`${container} ${mobile.desktopOnly}`}>
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
