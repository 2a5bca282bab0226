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
} from '@mitics/contracts';
import { recordKind } from './record.ts';

export const candidates = recordKind<FinanceCandidateRecord>({ aggregate: 'candidate', imported: FinanceCandidateImported, updated: FinanceCandidateUpdated });
export const committees = recordKind<FinanceCommitteeRecord>({ aggregate: 'committee', imported: FinanceCommitteeImported, updated: FinanceCommitteeUpdated });
export const links = recordKind<FinanceLinkRecord>({ aggregate: 'link', imported: FinanceLinkImported, updated: FinanceLinkUpdated });
export const totals = recordKind<FinanceTotalsRecord>({ aggregate: 'totals', imported: FinanceTotalsImported, updated: FinanceTotalsUpdated });
export const contributions = recordKind<FinanceContributionRecord>({
  aggregate: 'contribution',
  imported: FinanceContributionImported,
  updated: FinanceContributionUpdated,
});
