import { useRef, type MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';

import * as styles from './layout.css';
import { useRouteChangeReset } from './route-change-reset';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_ID = 'main-content';

/** The page shell: skip link, header, the route's page in <main>, footer. */
export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteChangeReset(mainRef);

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus the main region without adding '#main-content' to the address.
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_ID}`} className={styles.skipLink} onClick={skipToMain}>
        Skip to main content
      </a>
      <SiteHeader />
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
