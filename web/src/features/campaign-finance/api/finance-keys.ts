/** Query keys of the campaign-finance pages, from one factory (STYLE.md). */
export const financeKeys = {
  all: ['campaign-finance'] as const,
  summary: () => [...financeKeys.all, 'summary'] as const,
  candidates: () => [...financeKeys.all, 'candidates'] as const,
  recentContributions: () => [...financeKeys.all, 'contributions', 'recent'] as const,
  topDonors: () => [...financeKeys.all, 'donors', 'top'] as const,
  sources: () => [...financeKeys.all, 'sources'] as const,
  candidate: (id: string) => [...financeKeys.all, 'candidate', id] as const,
  byBioguide: (bioguideId: string) => [...financeKeys.all, 'by-bioguide', bioguideId] as const,
};
