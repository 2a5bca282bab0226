import {
  FinanceCandidateImported,
  FinanceCandidateUpdated,
  FinanceCommitteeImported,
  FinanceCommitteeUpdated,
  FinanceContributionImported,
  FinanceContributionUpdated,
  FinanceLinkImported,
  FinanceLinkUpdated,
  FinanceTotalsImported,
  FinanceTotalsUpdated,
  type FinanceCandidateRecord,
  type FinanceCommitteeRecord,
  type FinanceContributionRecord,
  type FinanceLinkRecord,
  type FinanceTotalsRecord,
  toFinanceEvent,
} from '@mitics/contracts';
import { recordKind } from '@mitics/kit';

// Each imported record type: the kit's record kind over the finance contracts.
export const candidates = recordKind<FinanceCandidateRecord>({ aggregate: 'candidate', imported: FinanceCandidateImported, updated: FinanceCandidateUpdated, read: toFinanceEvent });
export const committees = recordKind<FinanceCommitteeRecord>({ aggregate: 'committee', imported: FinanceCommitteeImported, updated: FinanceCommitteeUpdated, read: toFinanceEvent });
export const links = recordKind<FinanceLinkRecord>({ aggregate: 'link', imported: FinanceLinkImported, updated: FinanceLinkUpdated, read: toFinanceEvent });
export const totals = recordKind<FinanceTotalsRecord>({ aggregate: 'totals', imported: FinanceTotalsImported, updated: FinanceTotalsUpdated, read: toFinanceEvent });
export const contributions = recordKind<FinanceContributionRecord>({
  aggregate: 'contribution',
  imported: FinanceContributionImported,
  updated: FinanceContributionUpdated,
  read: toFinanceEvent,
});
