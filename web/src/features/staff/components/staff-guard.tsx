import type { Role, UserAccount } from '@mitics/contracts';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';

import { Button } from '../../../ui/button';
import { container, textLink } from '../../../ui/layout.css';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { StatusScreen } from '../../../ui/status-screen';
import { useSession } from '../api/session';
import { loginPathFor } from '../lib/next-path';

type RequireStaffProps = {
  /** Who may see the page; any signed-in account when left out. */
  roles?: readonly Role[];
  /** The page's title, for the 'editors only' screen. */
  title: string;
  children: (user: UserAccount) => ReactNode;
};

/**
 * A staff page's door: nobody signed in goes to /login?next={this page}; a
 * signed-in account without the role sees why, with the way to their own page.
 * The server decides too: this only spares people a page that would refuse them.
 */
export function RequireStaff({ roles, title, children }: RequireStaffProps) {
  const session = useSession();
  const location = useLocation();

  if (session.isPending) return <PageSkeleton />;
  if (session.isError) {
    return (
      <div className={container}>
        <StatusScreen
          title="We could not check your sign-in"
          actions={<Button onPress={() => void session.refetch()}>Try again</Button>}
        >
          <p>The newsroom server did not answer. Please try again in a moment.</p>
        </StatusScreen>
      </div>
    );
  }
  const user = session.data;
  if (!user) return <Navigate to={loginPathFor(location)} replace />;
  if (roles && !roles.includes(user.role)) return roles.includes('editor') ? <EditorsOnly title={title} /> : <AdminsOnly title={title} user={user} />;
  return <>{children(user)}</>;
}

/** What a contributor sees on an editors' page. */
export function EditorsOnly({ title }: { title: string }) {
  return (
    <div className={container}>
      <StatusScreen
        kicker="Editors only"
        title={title}
        actions={
          <Link to="/contribute" className={textLink}>
            Go to My Articles
          </Link>
        }
      >
        <p>This page is for editors and admins. You can write articles and submit them for review from My Articles.</p>
      </StatusScreen>
    </div>
  );
}

/** What an editor or contributor sees on an admins' page. */
export function AdminsOnly({ title, user }: { title: string; user: UserAccount }) {
  const editor = user.role === 'editor';
  return (
    <div className={container}>
      <StatusScreen
        kicker="Admins only"
        title={title}
        actions={
          <Link to={editor ? '/review' : '/contribute'} className={textLink}>
            {editor ? 'Go to the review queue' : 'Go to My Articles'}
          </Link>
        }
      >
        <p>This page is for administrators. Only an administrator signed in with their own account can open it.</p>
      </StatusScreen>
    </div>
  );
}
