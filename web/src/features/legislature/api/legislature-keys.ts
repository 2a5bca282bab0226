/** Query keys of the civic pages, from one factory (STYLE.md). */
export const legislatureKeys = {
  all: ['legislature'] as const,
  members: () => [...legislatureKeys.all, 'congress-members'] as const,
  session: () => [...legislatureKeys.all, 'session'] as const,
  recentBills: () => [...legislatureKeys.all, 'bills', 'recent'] as const,
  upcomingVotes: () => [...legislatureKeys.all, 'votes', 'upcoming'] as const,
  bills: (filters: BillFilters) => [...legislatureKeys.all, 'bills', filters] as const,
  representatives: () => [...legislatureKeys.all, 'representatives'] as const,
  committees: () => [...legislatureKeys.all, 'committees'] as const,
  profile: (id: string) => [...legislatureKeys.all, 'profile', id] as const,
  lookup: (input: LookupInput) => [...legislatureKeys.all, 'lookup', input] as const,
};

export type BillFilters = { search: string; status: string; chamber: string };
export type LookupInput = { address: string } | { lat: number; lon: number };
