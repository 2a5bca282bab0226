/** The hub's tabs, in order (reader §2 'Campaign finance hub'). */
export const FINANCE_TABS = [
  { id: 'candidates', label: 'Candidates' },
  { id: 'contributions', label: 'Recent Contributions' },
  { id: 'donors', label: 'Top Donors' },
  { id: 'analysis', label: 'Analysis' },
] as const;
export type FinanceTab = (typeof FINANCE_TABS)[number]['id'];
