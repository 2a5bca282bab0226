import type {
  Bill,
  CommitteeSummary,
  CongressMember,
  FindLegislatorsResult,
  Legislator,
  LegislatorProfile,
  LegislatureSession,
  UpcomingVote,
} from '@mitics/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, apiFetch, apiUrl } from '../../../lib/api-client';
import { legislatureKeys, type BillFilters, type LookupInput } from './legislature-keys';

const MINUTE = 60 * 1000;

/** Reader §9: delegation 1 h, session 5 min, bills and votes 10 min. */
export const membersQueryOptions = () =>
  queryOptions({ queryKey: legislatureKeys.members(), queryFn: () => apiFetch<CongressMember[]>('/api/congressional/members'), staleTime: 60 * MINUTE });

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: legislatureKeys.session(), queryFn: () => apiFetch<LegislatureSession>('/api/legislature/session'), staleTime: 5 * MINUTE });

export const recentBillsQueryOptions = () =>
  queryOptions({ queryKey: legislatureKeys.recentBills(), queryFn: () => apiFetch<Bill[]>('/api/legislature/bills/recent'), staleTime: 10 * MINUTE });

export const upcomingVotesQueryOptions = () =>
  queryOptions({ queryKey: legislatureKeys.upcomingVotes(), queryFn: () => apiFetch<UpcomingVote[]>('/api/legislature/votes/upcoming'), staleTime: 10 * MINUTE });

/** GET /api/legislature/bills: status and chamber omitted for 'all' (reader §7). */
export const billsQueryOptions = (filters: BillFilters) =>
  queryOptions({
    queryKey: legislatureKeys.bills(filters),
    queryFn: async () => {
      try {
        return await apiFetch<Bill[]>(
          apiUrl('/api/legislature/bills', {
            search: filters.search.trim() || undefined,
            status: filters.status === 'all' ? undefined : filters.status,
            chamber: filters.chamber === 'all' ? undefined : filters.chamber,
          }),
        );
      } catch (error) {
        throw new Error('Failed to fetch bills', { cause: error });
      }
    },
    staleTime: 10 * MINUTE,
    placeholderData: (previous) => previous,
  });

export const representativesQueryOptions = () =>
  queryOptions({
    queryKey: legislatureKeys.representatives(),
    queryFn: async () => {
      try {
        return await apiFetch<Legislator[]>('/api/legislature/representatives');
      } catch (error) {
        throw new Error('Failed to fetch representatives', { cause: error });
      }
    },
    staleTime: 60 * MINUTE,
  });

export const committeesQueryOptions = () =>
  queryOptions({ queryKey: legislatureKeys.committees(), queryFn: () => apiFetch<CommitteeSummary[]>('/api/legislature/committees'), staleTime: 60 * MINUTE });

export const profileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: legislatureKeys.profile(id),
    queryFn: () => apiFetch<LegislatorProfile>(`/api/legislators/${encodeURIComponent(id)}`),
    staleTime: 10 * MINUTE,
  });

/** GET /api/legislature/find-legislators for an address, a ZIP, or a point. */
export function findLegislators(input: LookupInput): Promise<FindLegislatorsResult> {
  const params = 'address' in input ? { address: input.address } : { lat: input.lat.toFixed(6), lon: input.lon.toFixed(6) };
  return apiFetch<FindLegislatorsResult>(apiUrl('/api/legislature/find-legislators', params));
}

export const useMembers = () => useQuery(membersQueryOptions());
export const useSession = () => useQuery(sessionQueryOptions());
export const useRecentBills = () => useQuery(recentBillsQueryOptions());
export const useUpcomingVotes = () => useQuery(upcomingVotesQueryOptions());
export const useBills = (filters: BillFilters) => useQuery(billsQueryOptions(filters));
export const useRepresentatives = () => useQuery(representativesQueryOptions());
export const useCommittees = () => useQuery(committeesQueryOptions());
export const useProfile = (id: string) => useQuery(profileQueryOptions(id));

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);
