import type { UserAccount } from '@mitics/contracts';
import type { ReactNode } from 'react';

import { Button } from '../../../ui/button';
import { pageTitle } from '../../../ui/layout.css';
import { useSignOut } from '../api/session';
import * as styles from './staff.css';

/** 'Signed in as Dana Whitfield (contributor) · Sign out'. */
export function SessionBar({ user }: { user: UserAccount }) {
  const signOut = useSignOut();
  return (
    <div className={styles.sessionBar} data-testid="session-bar">
      <span>
        Signed in as <span className={styles.sessionName}>{user.fullName}</span> ({user.role})
      </span>
      <Button variant="secondary" size="sm" isPending={signOut.isPending} onPress={() => signOut.mutate()}>
        {signOut.isPending ? 'Signing out...' : 'Sign Out'}
      </Button>
    </div>
  );
}

type StaffHeaderProps = {
  kicker?: string;
  title: string;
  children?: ReactNode;
  user?: UserAccount;
};

/** A staff page's heading block: kicker, title, a line under it, and who is signed in. */
export function StaffHeader({ kicker, title, children, user }: StaffHeaderProps) {
  return (
    <header className={styles.pageHeader}>
      <div className={styles.headerText}>
        {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
        <h1 className={pageTitle}>{title}</h1>
        {children ? <div className={styles.lead}>{children}</div> : null}
      </div>
      {user ? <SessionBar user={user} /> : null}
    </header>
  );
}
