/**
 * Parsers for the FEC bulk files (pipe-delimited, no header): candidate
 * master (cn), committee master (cm), candidate–committee links (ccl), the
 * all-candidates summary (weball) and Schedule A itemized contributions
 * (indiv, 21 columns). A row with the wrong number of columns or a bad value
 * is refused with its line; the rest loads.
 */
import type { FinanceCandidateRecord, FinanceCommitteeRecord, FinanceContributionRecord, FinanceLinkRecord, FinanceTotalsRecord } from '@mitics/contracts';
import { date, money, numberedLines, orNull, RowError, yearOrNull, type Refusal } from './refusal.ts';

export interface Parsed<R> {
  rows: R[];
  refused: Refusal[];
  /** Every data line read, kept or not. */
  read: number;
}

const CAND_ID = /^[HSP][0-9A-Z]{8}$/;
const CMTE_ID = /^C\d{8}$/;

/** Runs `row` over each pipe-delimited line with exactly `columns` fields; null from `row` skips the line. */
function parsePipe<R>(file: string, text: string, columns: number, names: readonly string[], row: (f: string[]) => R | null): Parsed<R> {
  const out: Parsed<R> = { rows: [], refused: [], read: 0 };
  for (const { line, text: t } of numberedLines(text)) {
    out.read += 1;
    const fields = t.split('|');
    if (fields.length !== columns) {
      out.refused.push({ file, line, field: null, message: `has ${fields.length} columns, expected ${columns} (${names[0]}|…|${names[columns - 1]})` });
      continue;
    }
    try {
      const r = row(fields.map((f) => f.trim()));
      if (r !== null) out.rows.push(r);
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      out.refused.push({ file, line, field: error.field, message: error.message });
    }
  }
  return out;
}

function requireMatch(value: string, pattern: RegExp, field: string, what: string): string {
  if (!pattern.test(value)) throw new RowError(field, value === '' ? `is empty, ${what} is required` : `'${value}' is not ${what}`);
  return value;
}

function officeOf(value: string, field: string): 'H' | 'S' | 'P' {
  if (value === 'H' || value === 'S' || value === 'P') return value;
  throw new RowError(field, `'${value}' is not an office (H, S or P)`);
}

export const CN_COLUMNS = ['CAND_ID', 'CAND_NAME', 'CAND_PTY_AFFILIATION', 'CAND_ELECTION_YR', 'CAND_OFFICE_ST', 'CAND_OFFICE', 'CAND_OFFICE_DISTRICT', 'CAND_ICI', 'CAND_STATUS', 'CAND_PCC', 'CAND_ST1', 'CAND_ST2', 'CAND_CITY', 'CAND_ST', 'CAND_ZIP'] as const;

/** Candidate master: the rows whose CAND_OFFICE_ST is `state`. */
export function parseCandidates(file: string, text: string, state = 'MI'): Parsed<FinanceCandidateRecord> {
  return parsePipe(file, text, 15, CN_COLUMNS, (f) => {
    if (f[4] !== state) return null;
    const office = officeOf(f[5] ?? '', 'CAND_OFFICE');
    const name = f[1] ?? '';
    if (!name) throw new RowError('CAND_NAME', 'is empty');
    return {
      id: requireMatch(f[0] ?? '', CAND_ID, 'CAND_ID', 'an FEC candidate id'),
      fecName: name,
      partyCode: orNull(f[2]),
      electionYear: yearOrNull(f[3], 'CAND_ELECTION_YR'),
      state,
      office,
      district: office === 'H' ? orNull(f[6]) : null,
      ici: orNull(f[7]),
      status: orNull(f[8]),
      principalCommitteeId: orNull(f[9]),
      bioguideId: null,
      from: 'cn',
    };
  });
}

export const CM_COLUMNS = ['CMTE_ID', 'CMTE_NM', 'TRES_NM', 'CMTE_ST1', 'CMTE_ST2', 'CMTE_CITY', 'CMTE_ST', 'CMTE_ZIP', 'CMTE_DSGN', 'CMTE_TP', 'CMTE_PTY_AFFILIATION', 'CMTE_FILING_FREQ', 'ORG_TP', 'CONNECTED_ORG_NM', 'CAND_ID'] as const;

/** Committee master: every row (the dataset keeps those linked to the state's candidates). */
export function parseCommittees(file: string, text: string): Parsed<FinanceCommitteeRecord> {
  return parsePipe(file, text, 15, CM_COLUMNS, (f) => ({
    id: requireMatch(f[0] ?? '', CMTE_ID, 'CMTE_ID', 'an FEC committee id'),
    name: f[1] ?? '',
    state: orNull(f[6]),
    designation: orNull(f[8]),
    type: orNull(f[9]),
    partyCode: orNull(f[10]),
    candidateId: orNull(f[14]),
  }));
}

export const CCL_COLUMNS = ['CAND_ID', 'CAND_ELECTION_YR', 'FEC_ELECTION_YR', 'CMTE_ID', 'CMTE_TP', 'CMTE_DSGN', 'LINKAGE_ID'] as const;

/** Candidate–committee links: every row (the dataset keeps the state's candidates'). */
export function parseLinks(file: string, text: string): Parsed<FinanceLinkRecord> {
  return parsePipe(file, text, 7, CCL_COLUMNS, (f) => {
    // The FEC's own file has a link or two whose CAND_ID is a committee id: kept as read (no state's candidate matches it).
    const candidateId = requireMatch(f[0] ?? '', /^[A-Z][0-9A-Z]{8}$/, 'CAND_ID', 'an FEC id');
    const committeeId = requireMatch(f[3] ?? '', CMTE_ID, 'CMTE_ID', 'an FEC committee id');
    const fecYear = yearOrNull(f[2], 'FEC_ELECTION_YR');
    return {
      id: `${candidateId}-${committeeId}-${fecYear ?? 'na'}`,
      candidateId,
      committeeId,
      candidateElectionYear: yearOrNull(f[1], 'CAND_ELECTION_YR'),
      fecElectionYear: fecYear,
      committeeType: orNull(f[4]),
      designation: orNull(f[5]),
      linkageId: orNull(f[6]),
    };
  });
}

export const WEBALL_COLUMNS = [
  'CAND_ID', 'CAND_NAME', 'CAND_ICI', 'PTY_CD', 'CAND_PTY_AFFILIATION', 'TTL_RECEIPTS', 'TRANS_FROM_AUTH', 'TTL_DISB', 'TRANS_TO_AUTH', 'COH_BOP',
  'COH_COP', 'CAND_CONTRIB', 'CAND_LOANS', 'OTHER_LOANS', 'CAND_LOAN_REPAY', 'OTHER_LOAN_REPAY', 'DEBTS_OWED_BY', 'TTL_INDIV_CONTRIB', 'CAND_OFFICE_ST', 'CAND_OFFICE_DISTRICT',
  'SPEC_ELECTION', 'PRIM_ELECTION', 'RUN_ELECTION', 'GEN_ELECTION', 'GEN_ELECTION_PRECENT', 'OTHER_POL_CMTE_CONTRIB', 'POL_PTY_CONTRIB', 'CVG_END_DT', 'INDIV_REFUNDS', 'CMTE_REFUNDS',
] as const;

/** The cycle of a weball file from its name (weball24.txt → 2024), default 2024. */
export function cycleOf(file: string): number {
  const m = /weball(\d{2})/i.exec(file);
  return m ? 2000 + Number(m[1]) : 2024;
}

/** All-candidates summary: the rows whose CAND_OFFICE_ST is `state`. */
export function parseTotals(file: string, text: string, state = 'MI', cycle = cycleOf(file)): Parsed<FinanceTotalsRecord> {
  return parsePipe(file, text, 30, WEBALL_COLUMNS, (f) => {
    if (f[18] !== state) return null;
    const candidateId = requireMatch(f[0] ?? '', CAND_ID, 'CAND_ID', 'an FEC candidate id');
    const m = (i: number) => money(f[i] ?? '', WEBALL_COLUMNS[i] ?? String(i));
    const pct = f[24] ?? '';
    return {
      id: `${candidateId}-${cycle}`,
      candidateId,
      cycle,
      fecName: f[1] ?? '',
      ici: orNull(f[2]),
      partyCode: orNull(f[4]),
      totalReceipts: m(5),
      transfersFromAuthorized: m(6),
      totalDisbursements: m(7),
      transfersToAuthorized: m(8),
      cashBeginning: m(9),
      cashOnHand: m(10),
      candidateContributions: m(11),
      candidateLoans: m(12),
      otherLoans: m(13),
      candidateLoanRepayments: m(14),
      otherLoanRepayments: m(15),
      debts: m(16),
      individualContributions: m(17),
      state,
      district: candidateId.startsWith('H') ? orNull(f[19]) : null,
      generalElectionPercent: pct === '' ? null : money(pct, 'GEN_ELECTION_PRECENT'),
      otherCommitteeContributions: m(25),
      partyContributions: m(26),
      coverageEndDate: (f[27] ?? '') === '' ? null : date(f[27] ?? '', 'CVG_END_DT'),
      individualRefunds: m(28),
      committeeRefunds: m(29),
    };
  });
}

export const INDIV_COLUMNS = [
  'CMTE_ID', 'AMNDT_IND', 'RPT_TP', 'TRANSACTION_PGI', 'IMAGE_NUM', 'TRANSACTION_TP', 'ENTITY_TP', 'NAME', 'CITY', 'STATE', 'ZIP_CODE',
  'EMPLOYER', 'OCCUPATION', 'TRANSACTION_DT', 'TRANSACTION_AMT', 'OTHER_ID', 'TRAN_ID', 'FILE_NUM', 'MEMO_CD', 'MEMO_TEXT', 'SUB_ID',
] as const;

/**
 * Schedule A itemized contributions (FEC bulk "indiv" layout). Every valid row;
 * the importer keeps those given to a committee of the state's candidates.
 */
export function parseIndividualContributions(file: string, text: string): Parsed<FinanceContributionRecord> {
  return parsePipe(file, text, 21, INDIV_COLUMNS, (f) => {
    const subId = requireMatch(f[20] ?? '', /^\d+$/, 'SUB_ID', 'an FEC record number');
    const name = f[7] ?? '';
    if (!name) throw new RowError('NAME', 'is empty, the contributor is required');
    return {
      id: `fec-${subId}`,
      source: 'fec-indiv',
      committeeId: requireMatch(f[0] ?? '', CMTE_ID, 'CMTE_ID', 'an FEC committee id'),
      committeeName: null,
      candidateId: null,
      candidateName: null,
      entityType: orNull(f[6]),
      transactionType: orNull(f[5]),
      donorName: name,
      city: orNull(f[8]),
      state: orNull(f[9]),
      zip: orNull(f[10]),
      employer: orNull(f[11]),
      occupation: orNull(f[12]),
      date: date(f[13] ?? '', 'TRANSACTION_DT'),
      amount: money(f[14] ?? '', 'TRANSACTION_AMT', {}),
      memo: (f[18] ?? '') === 'X',
      isDemo: false,
    };
  });
}
