import type { FederalIssue, Representative } from '@mitics/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '../../../lib/api-client';
import { FALLBACK_DELEGATION, FALLBACK_FEDERAL_ISSUES } from '../data/delegation';

const HOUR = 60 * 60 * 1000;

/** Query keys of Michigan's congressional data, as the home page reads it. */
export const congressionalKeys = {
  all: ['congressional'] as const,
  delegation: () => [...congressionalKeys.all, 'delegation'] as const,
  issues: () => [...congressionalKeys.all, 'issues'] as const,
};

/**
 * Cached for an hour (reader §9). A failure is not shown and not retried: the
 * built-in lists stand in (reader §3).
 */
export function delegationQueryOptions() {
  return queryOptions({
    queryKey: congressionalKeys.delegation(),
    queryFn: () => apiFetch<Representative[]>('/api/congressional/delegation'),
    staleTime: HOUR,
    gcTime: HOUR,
    retry: false,
  });
}

export function federalIssuesQueryOptions() {
  return queryOptions({
    queryKey: congressionalKeys.issues(),
    queryFn: () => apiFetch<FederalIssue[]>('/api/congressional/issues'),
    staleTime: HOUR,
    gcTime: HOUR,
    retry: false,
  });
}

/** The server's list when it has one, the built-in one otherwise (loading, error, empty, or not a list). */
export function orFallback<T>(data: unknown, fallback: readonly T[]): readonly T[] {
  return Array.isArray(data) && data.length > 0 ? (data as T[]) : fallback;
}

export function useDelegation(): readonly Representative[] {
  const { data } = useQuery(delegationQueryOptions());
  return orFallback(data, FALLBACK_DELEGATION);
}

export function useFederalIssues(): readonly FederalIssue[] {
  const { data } = useQuery(federalIssuesQueryOptions());
  return orFallback(data, FALLBACK_FEDERAL_ISSUES);
}
