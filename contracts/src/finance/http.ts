import { z } from 'zod';
import { Candidate, Contribution, Donor } from './entities.ts';

/**
 * Campaign finance, beyond the four spec paths (reader §7):
 *   GET /api/campaign-finance/summary                 -> FinanceSummary
 *   GET /api/campaign-finance/candidates              -> Candidate[]
 *   GET /api/campaign-finance/contributions/recent    -> Contribution[]
 *   GET /api/campaign-finance/donors/top              -> Donor[]
 *   GET /api/campaign-finance/candidates/:id          -> CandidateDetail (404 unknown)
 *   GET /api/campaign-finance/by-bioguide/:bioguideId -> CandidateDetail (404 when the member has no FEC money here)
 *   GET /api/campaign-finance/sources                 -> FinanceSources
 */

/** The FEC's size bands for itemized individual contributions. */
export const SizeBandKey = z.enum(['upTo200', '200to499', '500to999', '1000to1999', '2000plus']);
export type SizeBandKey = z.infer<typeof SizeBandKey>;
export const SIZE_BAND_LABELS: Record<SizeBandKey, string> = {
  upTo200: '$200 and under',
  '200to499': '$200.01–$499',
  '500to999': '$500–$999',
  '1000to1999': '$1,000–$1,999',
  '2000plus': '$2,000 and over',
};

export const SizeBand = z.object({
  key: SizeBandKey,
  label: z.string(),
  count: z.number().int().nonnegative(),
  total: z.number().nonnegative(),
});
export type SizeBand = z.infer<typeof SizeBand>;

/** Where a figure comes from: a real filing snapshot, or invented rows labelled as such. */
export const FinanceSource = z.object({
  key: z.string(),
  name: z.string(),
  url: z.string().nullable(),
  /** The snapshot's date (YYYY-MM-DD), null when unknown. */
  date: z.iso.date().nullable(),
  /** Invented rows: the screen labels them "Demo data". */
  demo: z.boolean(),
});
export type FinanceSource = z.infer<typeof FinanceSource>;

export const FinanceSources = z.object({ sources: z.array(FinanceSource) });
export type FinanceSources = z.infer<typeof FinanceSources>;

/** A candidate's page: the spec's candidate, plus FEC detail. */
export const CandidateDetail = z.object({
  candidate: Candidate,
  fecId: z.string().nullable(),
  /** congress-legislators bioguide id when the candidate sits in Congress (links /legislators/{id}). */
  bioguideId: z.string().nullable(),
  electionYear: z.number().int().nullable(),
  totalSpent: z.number().nonnegative(),
  individualContributions: z.number().nonnegative(),
  partyContributions: z.number().nonnegative(),
  otherCommitteeContributions: z.number().nonnegative(),
  candidateContributions: z.number(),
  debts: z.number().nonnegative(),
  /** Coverage end date of the totals (YYYY-MM-DD). */
  coverageEndDate: z.string().nullable(),
  committees: z.array(z.object({ id: z.string(), name: z.string(), designation: z.string().nullable() })),
  /** Itemized contributions by FEC size band; empty when no itemized rows were imported. */
  sizeBands: z.array(SizeBand),
  inStateTotal: z.number().nonnegative(),
  outOfStateTotal: z.number().nonnegative(),
  recentContributions: z.array(Contribution),
  topDonors: z.array(Donor),
  /** Keys into FinanceSources: which sources these figures came from. */
  sourceKeys: z.array(z.string()),
});
export type CandidateDetail = z.infer<typeof CandidateDetail>;
