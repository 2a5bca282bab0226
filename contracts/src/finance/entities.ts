import { z } from 'zod';

const money = z.number().nonnegative();
const RankedCandidate = z.object({
  id: z.string(),
  name: z.string(),
  office: z.string(),
  totalRaised: money.optional(),
  totalSpent: money.optional(),
});

export const FinanceSummary = z.object({
  totalRaised: money,
  totalSpent: money,
  largeContributionsTotal: money,
  outOfStateTotal: money,
  averageRaised: money,
  topCandidatesByRaising: z.array(RankedCandidate),
  topCandidatesBySpending: z.array(RankedCandidate),
  /** Summary figures built (partly) from invented rows, which the screen labels "Demo data". Optional: added after the first contract. */
  demoFigures: z.array(z.enum(['largeContributionsTotal', 'outOfStateTotal'])).optional(),
});
export type FinanceSummary = z.infer<typeof FinanceSummary>;

export const Candidate = z.object({
  id: z.string(),
  name: z.string(),
  office: z.string(),
  district: z.string().nullable(),
  party: z.string(),
  isIncumbent: z.boolean(),
  totalRaised: money,
  cashOnHand: z.number(),
  largeContributions: money,
  smallContributions: money,
  averageContribution: money,
  outOfStatePercent: z.number().min(0).max(100),
  lastReportDate: z.string().nullable(),
  /** Its size split, average and out-of-state share come from invented rows: the screen labels them "Demo data". Optional: added after the first contract. */
  isDemo: z.boolean().optional(),
});
export type Candidate = z.infer<typeof Candidate>;

export const DonorType = z.enum(['individual', 'union', 'corporation', 'pac', 'party', 'other']);

export const Contribution = z.object({
  id: z.string(),
  amount: z.number(),
  donorType: DonorType,
  isOutOfState: z.boolean(),
  donorName: z.string(),
  employer: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  candidateName: z.string(),
  candidateOffice: z.string(),
  date: z.string(),
  /** Invented row (no public itemized file for it): the screen labels it "Demo data". */
  isDemo: z.boolean().optional(),
});
export type Contribution = z.infer<typeof Contribution>;

export const Donor = z.object({
  name: z.string(),
  type: DonorType,
  isOutOfState: z.boolean(),
  totalContributed: money,
  candidatesSupported: z.number().int().nonnegative(),
  averageContribution: money,
  industry: z.string().nullable(),
  /** Built from invented rows: the screen labels it "Demo data". */
  isDemo: z.boolean().optional(),
});
export type Donor = z.infer<typeof Donor>;
