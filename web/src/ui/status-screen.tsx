import type { ReactNode } from 'react';

import { pageTitle } from './layout.css';
import * as styles from './status-screen.css';

type StatusScreenProps = {
  kicker?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
};

/** A centred message page: not found, coming soon, errors. */
export function StatusScreen({ kicker, title, children, actions }: StatusScreenProps) {
  return (
    <div className={styles.screen}>
      {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
      <h1 className={pageTitle}>{title}</h1>
      {children ? <div className={styles.body}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
