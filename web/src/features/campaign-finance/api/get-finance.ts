import type { Candidate, CandidateDetail, Contribution, Donor, FinanceSources, FinanceSummary } from '@mitics/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, apiFetch } from '../../../lib/api-client';
import { financeKeys } from './finance-keys';

const MINUTE = 60 * 1000;
/** Filings change a few times a month: the pages read them at most every 10 minutes. */
const STALE = 10 * MINUTE;

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);

export const summaryQueryOptions = () =>
  queryOptions({ queryKey: financeKeys.summary(), queryFn: () => apiFetch<FinanceSummary>('/api/campaign-finance/summary'), staleTime: STALE });

export const candidatesQueryOptions = () =>
  queryOptions({ queryKey: financeKeys.candidates(), queryFn: () => apiFetch<Candidate[]>('/api/campaign-finance/candidates'), staleTime: STALE });

export const recentContributionsQueryOptions = () =>
  queryOptions({
    queryKey: financeKeys.recentContributions(),
    queryFn: () => apiFetch<Contribution[]>('/api/campaign-finance/contributions/recent'),
    staleTime: STALE,
  });

export const topDonorsQueryOptions = () =>
  queryOptions({ queryKey: financeKeys.topDonors(), queryFn: () => apiFetch<Donor[]>('/api/campaign-finance/donors/top'), staleTime: STALE });

export const sourcesQueryOptions = () =>
  queryOptions({ queryKey: financeKeys.sources(), queryFn: () => apiFetch<FinanceSources>('/api/campaign-finance/sources'), staleTime: 60 * MINUTE });

export const candidateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: financeKeys.candidate(id),
    queryFn: () => apiFetch<CandidateDetail>(`/api/campaign-finance/candidates/${encodeURIComponent(id)}`),
    staleTime: STALE,
    // An unknown candidate stays unknown: no retries before the not-found screen.
    retry: (count, error) => !isNotFound(error) && count < 2,
  });

/** A member of Congress's money; `null` when the finance service has none for them (404). */
export const byBioguideQueryOptions = (bioguideId: string) =>
  queryOptions({
    queryKey: financeKeys.byBioguide(bioguideId),
    queryFn: async (): Promise<CandidateDetail | null> => {
      try {
        return await apiFetch<CandidateDetail>(`/api/campaign-finance/by-bioguide/${encodeURIComponent(bioguideId)}`);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    staleTime: STALE,
  });

export const useFinanceSummary = () => useQuery(summaryQueryOptions());
export const useCandidates = () => useQuery(candidatesQueryOptions());
export const useRecentContributions = () => useQuery(recentContributionsQueryOptions());
export const useTopDonors = () => useQuery(topDonorsQueryOptions());
export const useFinanceSources = () => useQuery(sourcesQueryOptions());
export const useCandidateDetail = (id: string) => useQuery(candidateQueryOptions(id));
export const useMoneyByBioguide = (bioguideId: string, enabled = true) => useQuery({ ...byBioguideQueryOptions(bioguideId), enabled });
