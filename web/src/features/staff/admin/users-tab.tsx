import type { Role, UserAccount } from '@mitics/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { errorDetail } from '../../../lib/api-client';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { showToast } from '../../../ui/toast';
import { changeUser, usersQueryOptions, type UserChange } from '../api/accounts';
import { retryMutationOnce } from '../api/retry';
import { useSession } from '../api/session';
import { staffKeys } from '../api/staff-keys';
import { SelectField } from '../components/fields';
import { LoadFailure, Loading } from '../components/load-states';
import * as styles from '../components/staff.css';
import { userStatus } from '../lib/subscribers';
import { useLockOnRefusal, type AdminTabProps } from './admin-lock';

const ROLE_OPTIONS: ReadonlyArray<{ id: Role; label: string }> = [
  { id: 'contributor', label: 'contributor' },
  { id: 'editor', label: 'editor' },
  { id: 'admin', label: 'admin' },
];

const STATUS_TONE = { Pending: 'yellow', Active: 'green', Inactive: 'neutral' } as const;

const CHANGE_TOASTS: Record<UserChange['action'], { success: string; failure: string }> = {
  activate: { success: 'User activated successfully', failure: 'Failed to activate user' },
  deactivate: { success: 'User deactivated successfully', failure: 'Failed to deactivate user' },
  role: { success: 'User role updated successfully', failure: 'Failed to update user role' },
};

function useUserChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: staffKeys.mutations.user(),
    mutationFn: changeUser,
    retry: retryMutationOnce,
    onSuccess: (_answer, change) => {
      showToast({ title: CHANGE_TOASTS[change.action].success });
      return queryClient.invalidateQueries({ queryKey: staffKeys.users() });
    },
    onError: (error, change) =>
      showToast({ title: CHANGE_TOASTS[change.action].failure, description: errorDetail(error), variant: 'destructive' }),
  });
}

function UserRow({ user, isSelf, change, busy }: { user: UserAccount; isSelf: boolean; change: (change: UserChange) => void; busy: boolean }) {
  const status = userStatus(user);
  return (
    <li className={styles.row} data-testid="user-row">
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>
          {user.fullName}
          {isSelf ? <span className={styles.muted}> (you)</span> : null}
        </p>
        <p className={styles.muted}>
          @{user.username} · {user.email}
        </p>
        <p>
          <Badge tone={STATUS_TONE[status]}>{status}</Badge>
        </p>
      </div>
      <div className={styles.rowActions}>
        <SelectField
          label={`Role for ${user.fullName}`}
          hideLabel
          options={ROLE_OPTIONS}
          value={user.role}
          isDisabled={isSelf || busy}
          onChange={(role) => {
            if (role !== user.role) change({ id: user.id, action: 'role', role });
          }}
          className={styles.roleSelect}
        />
        {user.isActive ? (
          <Button variant="secondary" size="sm" isDisabled={isSelf || busy} onPress={() => change({ id: user.id, action: 'deactivate' })}>
            Deactivate
          </Button>
        ) : (
          <Button size="sm" isDisabled={busy} onPress={() => change({ id: user.id, action: 'activate' })}>
            Approve
          </Button>
        )}
      </div>
    </li>
  );
}

/** Staff accounts (staff §2, §4): role selector, Approve for pending or inactive, Deactivate for active. */
export function UsersTab({ onLocked }: AdminTabProps) {
  const users = useQuery(usersQueryOptions());
  const session = useSession();
  const mutation = useUserChange();
  useLockOnRefusal(users.error, onLocked);

  if (users.isPending) return <Loading label="Loading users" />;
  if (users.isError) return <LoadFailure what="users" onRetry={() => void users.refetch()} />;

  const pending = users.data.filter((user) => userStatus(user) === 'Pending').length;
  const busyId = mutation.isPending ? mutation.variables.id : null;

  return (
    <section className={styles.card} aria-labelledby="users-title">
      <div className={styles.rowMain}>
        <h2 id="users-title" className={styles.cardTitle}>
          Users
        </h2>
        <p className={styles.muted}>
          {users.data.length} {users.data.length === 1 ? 'account' : 'accounts'}, {pending} waiting for approval
        </p>
      </div>
      {users.data.length === 0 ? (
        <p className={styles.empty}>No users yet</p>
      ) : (
        // Scrolls inside its box; focusable so the keyboard can scroll it too.
        <div className={styles.userScroll} tabIndex={0} role="region" aria-label="User accounts" data-testid="user-scroll">
          <ul className={styles.list}>
            {users.data.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === session.data?.id}
                busy={busyId === user.id}
                change={(change) => mutation.mutate(change)}
              />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
