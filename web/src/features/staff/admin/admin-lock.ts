import { useEffect } from 'react';

import { errorStatus } from '../../../lib/api-client';
import { showToast } from '../../../ui/toast';

export type AdminTabProps = {
  /** The server no longer takes this session as an admin's: lock the panel again. */
  onLocked: () => void;
};

/** An admin read answered 401 or 403: the admin session is gone, so the gate asks again. */
export function useLockOnRefusal(error: unknown, onLocked: () => void) {
  const refused = errorStatus(error) === 401 || errorStatus(error) === 403;
  useEffect(() => {
    if (!refused) return;
    showToast({ title: 'Access Denied', description: 'Please enter the admin password again.', variant: 'destructive' });
    onLocked();
  }, [refused, onLocked]);
}
