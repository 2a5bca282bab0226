import { z } from 'zod';
import { defineEvent, type EventContract } from '../shared/event.ts';
import { FinanceSource } from './http.ts';

/**
 * The finance service's imported records (FEC bulk files, Schedule A itemized
 * rows, Michigan Campaign Finance exports), as the events carry them. Amounts
 * are dollars; dates are YYYY-MM-DD.
 */
const text = z.string().nullable();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/** FEC candidate master row (cn.txt), or a 2024-only candidate built from its totals row. */
export const FinanceCandidateRecord = z.object({
  /** FEC candidate id, e.g. H4MI01155. */
  id: z.string().min(1),
  /** As the FEC writes it: "LAST, FIRST MIDDLE". */
  fecName: z.string().min(1),
  partyCode: text,
  electionYear: z.number().int().nullable(),
  state: z.string(),
  /** H (House), S (Senate), P (President). */
  office: z.enum(['H', 'S', 'P']),
  /** Two digits as the FEC writes them ('00' for statewide), null for Senate and President. */
  district: text,
  /** Incumbent, challenger or open seat (I, C, O). */
  ici: text,
  status: text,
  principalCommitteeId: text,
  /** congress-legislators bioguide id, when a current member lists this FEC id. */
  bioguideId: text,
  /** Which file the row came from. */
  from: z.enum(['cn', 'weball']),
});
export type FinanceCandidateRecord = z.infer<typeof FinanceCandidateRecord>;

/** FEC committee master row (cm.txt). */
export const FinanceCommitteeRecord = z.object({
  id: z.string().min(1),
  name: z.string(),
  state: text,
  designation: text,
  type: text,
  partyCode: text,
  candidateId: text,
});
export type FinanceCommitteeRecord = z.infer<typeof FinanceCommitteeRecord>;

/** FEC candidate–committee linkage row (ccl.txt). Id: `<CAND_ID>-<CMTE_ID>-<FEC_ELECTION_YR>`. */
export const FinanceLinkRecord = z.object({
  id: z.string().min(1),
  candidateId: z.string(),
  committeeId: z.string(),
  candidateElectionYear: z.number().int().nullable(),
  fecElectionYear: z.number().int().nullable(),
  committeeType: text,
  designation: text,
  linkageId: text,
});
export type FinanceLinkRecord = z.infer<typeof FinanceLinkRecord>;

/** FEC all-candidates summary row (weball). Id: `<CAND_ID>-<cycle>`. */
export const FinanceTotalsRecord = z.object({
  id: z.string().min(1),
  candidateId: z.string(),
  cycle: z.number().int(),
  fecName: z.string(),
  ici: text,
  partyCode: text,
  totalReceipts: z.number(),
  transfersFromAuthorized: z.number(),
  totalDisbursements: z.number(),
  transfersToAuthorized: z.number(),
  cashBeginning: z.number(),
  cashOnHand: z.number(),
  candidateContributions: z.number(),
  candidateLoans: z.number(),
  otherLoans: z.number(),
  candidateLoanRepayments: z.number(),
  otherLoanRepayments: z.number(),
  debts: z.number(),
  individualContributions: z.number(),
  state: z.string(),
  district: text,
  generalElectionPercent: z.number().nullable(),
  otherCommitteeContributions: z.number(),
  partyContributions: z.number(),
  coverageEndDate: isoDate.nullable(),
  individualRefunds: z.number(),
  committeeRefunds: z.number(),
});
export type FinanceTotalsRecord = z.infer<typeof FinanceTotalsRecord>;

/** One itemized contribution: an FEC Schedule A row, a MiTN export row, or an invented (demo) row. */
export const FinanceContributionRecord = z.object({
  /** `fec-<SUB_ID>`, `mitn-<contribution_id>-<cont_detail_id>` or `demo-<n>`. */
  id: z.string().min(1),
  source: z.enum(['fec-indiv', 'mitn', 'demo']),
  committeeId: z.string(),
  committeeName: text,
  /** The candidate the receiving committee belongs to, when known. */
  candidateId: text,
  /** MiTN rows: the state candidate's name as filed (no FEC candidate). */
  candidateName: text,
  /** FEC ENTITY_TP (IND, ORG, PAC, PTY, COM, CCM, CAN) or the MiTN contribution type. */
  entityType: text,
  transactionType: text,
  donorName: z.string(),
  city: text,
  state: text,
  zip: text,
  employer: text,
  occupation: text,
  date: isoDate,
  amount: z.number(),
  /** FEC MEMO_CD X: a memo entry, not counted in totals. */
  memo: z.boolean(),
  isDemo: z.boolean(),
});
export type FinanceContributionRecord = z.infer<typeof FinanceContributionRecord>;

/**
 * Finance events, `finance.<aggregate>.<event>`: an import emits `imported`
 * for a record it has never seen, `updated` (with the changed field names)
 * for one that changed, and nothing for one that did not.
 */
const changed = z.array(z.string()).min(1);

export const FinanceSourceRecorded = defineEvent('finance.source.recorded', 1, z.object({ source: FinanceSource }));
export const FinanceCandidateImported = defineEvent('finance.candidate.imported', 1, z.object({ candidate: FinanceCandidateRecord }));
export const FinanceCandidateUpdated = defineEvent('finance.candidate.updated', 1, z.object({ candidate: FinanceCandidateRecord, changed }));
export const FinanceCommitteeImported = defineEvent('finance.committee.imported', 1, z.object({ committee: FinanceCommitteeRecord }));
export const FinanceCommitteeUpdated = defineEvent('finance.committee.updated', 1, z.object({ committee: FinanceCommitteeRecord, changed }));
export const FinanceLinkImported = defineEvent('finance.link.imported', 1, z.object({ link: FinanceLinkRecord }));
export const FinanceLinkUpdated = defineEvent('finance.link.updated', 1, z.object({ link: FinanceLinkRecord, changed }));
export const FinanceTotalsImported = defineEvent('finance.totals.imported', 1, z.object({ totals: FinanceTotalsRecord }));
export const FinanceTotalsUpdated = defineEvent('finance.totals.updated', 1, z.object({ totals: FinanceTotalsRecord, changed }));
export const FinanceContributionImported = defineEvent('finance.contribution.imported', 1, z.object({ contribution: FinanceContributionRecord }));
export const FinanceContributionUpdated = defineEvent('finance.contribution.updated', 1, z.object({ contribution: FinanceContributionRecord, changed }));

export const financeEvents = {
  FinanceSourceRecorded,
  FinanceCandidateImported,
  FinanceCandidateUpdated,
  FinanceCommitteeImported,
  FinanceCommitteeUpdated,
  FinanceLinkImported,
  FinanceLinkUpdated,
  FinanceTotalsImported,
  FinanceTotalsUpdated,
  FinanceContributionImported,
  FinanceContributionUpdated,
} as const;

export type FinanceEvent = {
  [K in keyof typeof financeEvents]: {
    type: (typeof financeEvents)[K]['type'];
    data: z.infer<(typeof financeEvents)[K]['data']>;
  };
}[keyof typeof financeEvents];

const byType = new Map<string, EventContract<string, z.ZodType>>(Object.values(financeEvents).map((c) => [c.type, c]));

/** A stored event read back as a typed finance event (null for other services'); a finance event that fails its schema throws. */
export function toFinanceEvent(event: { type: string; data: unknown }): FinanceEvent | null {
  const contract = byType.get(event.type);
  if (!contract) return null;
  const data: unknown = contract.data.parse(event.data);
  return { type: contract.type, data } as FinanceEvent;
}
