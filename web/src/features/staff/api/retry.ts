import type { QueryClient } from '@tanstack/react-query';

import { errorStatus } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

/**
 * Mutations retry once (staff §9), but never a refusal: a 4xx answer (wrong
 * password, missing field, wrong role, too many attempts) will not change on a
 * second try, and retrying a sign-in would count against the attempt limit.
 */
export function retryMutationOnce(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status < 500) return false;
  return failureCount < 1;
}

/** Staff reads retry twice on a network or server failure, never on a 4xx. */
export function retryStaffRead(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status < 500) return false;
  return failureCount < 2;
}

/**
 * After a staff change to articles, whatever the reader side has cached may
 * be out of date: mark it stale (without refetching now) so the next visit reads
 * it again. The staff feature does not know other features' keys, only its own.
 */
export function markReaderCachesStale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== staffKeys.all[0],
    refetchType: 'none',
  });
}

/**
 * A 409 says the article changed since this screen read it: the toast gives
 * the server's words, and the staff lists are read again so the latest version
 * (and its new If-Match) is what the next try is based on.
 */
export function refreshOnConflict(queryClient: QueryClient, error: unknown): void {
  if (errorStatus(error) === 409) void queryClient.invalidateQueries({ queryKey: staffKeys.all });
}
