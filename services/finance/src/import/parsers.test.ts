import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FinanceContributionRecord } from '@mitics/contracts';
import { SHARED_DATA, indivRow } from '../testing.ts';
import { parseCandidates, parseIndividualContributions, parseTotals } from './fec.ts';
import { parseMitnContributions } from './mitn.ts';

const fec = (name: string) => readFile(join(SHARED_DATA, 'fec-bulk', name), 'utf8');

describe('FEC bulk files from ../shared/data', () => {
  it('finds the candidate master\'s 192 Michigan candidates, refusing nothing', async () => {
    const parsed = parseCandidates('fec-bulk/cn.txt', await fec('cn.txt'));
    expect(parsed.refused).toEqual([]);
    expect(parsed.read).toBe(8583);
    expect(parsed.rows).toHaveLength(192);
    expect(parsed.rows.every((r) => r.state === 'MI')).toBe(true);
    expect(parsed.rows.find((r) => r.id === 'H2MI07123')).toMatchObject({ fecName: 'BARRETT, THOMAS MORE', office: 'H', district: '07', principalCommitteeId: 'C00793976' });
  });

  it('finds the 112 Michigan 2024 totals, with amounts such as ".93" read as dollars', async () => {
    const parsed = parseTotals('fec-bulk/weball24.txt', await fec('weball24.txt'));
    expect(parsed.refused).toEqual([]);
    expect(parsed.rows).toHaveLength(112);
    expect(parsed.rows.find((r) => r.candidateId === 'S4MI00470')).toMatchObject({
      cycle: 2024,
      totalReceipts: 51937060.2,
      totalDisbursements: 51654344.82,
      cashOnHand: 282715.38,
      individualContributions: 46587666.88,
      coverageEndDate: '2024-12-31',
    });
  });
});

describe('Schedule A itemized contributions (FEC "indiv" layout)', () => {
  it('reads the 21 columns and refuses malformed rows with their line, keeping the rest', () => {
    const text = [
      indivRow({ SUB_ID: '1', TRANSACTION_AMT: '250' }),
      indivRow({ SUB_ID: '2', TRANSACTION_DT: '13452024' }),
      '',
      'C00793976|N|Q3|too few columns',
      indivRow({ SUB_ID: '4', TRANSACTION_AMT: 'lots' }),
      indivRow({ SUB_ID: '5', NAME: '' }),
      indivRow({ SUB_ID: '6', CMTE_ID: 'X123', TRANSACTION_AMT: '3300', MEMO_CD: 'X' }),
      indivRow({ SUB_ID: '7', TRANSACTION_AMT: '1000', STATE: 'CA', MEMO_CD: 'X' }),
    ].join('\n');
    const parsed = parseIndividualContributions('itcont.txt', text);
    expect(parsed.rows.map((r) => r.id)).toEqual(['fec-1', 'fec-7']);
    expect(parsed.rows[0]).toMatchObject({ committeeId: 'C00793976', donorName: 'SAMPLE, AVERY', date: '2024-10-15', amount: 250, memo: false, source: 'fec-indiv' });
    expect(parsed.rows[1]).toMatchObject({ state: 'CA', memo: true });
    expect(() => FinanceContributionRecord.array().parse(parsed.rows)).not.toThrow();
    expect(parsed.refused).toEqual([
      { file: 'itcont.txt', line: 2, field: 'TRANSACTION_DT', message: "'13452024' is not a date" },
      { file: 'itcont.txt', line: 4, field: null, message: 'has 4 columns, expected 21 (CMTE_ID|…|SUB_ID)' },
      { file: 'itcont.txt', line: 5, field: 'TRANSACTION_AMT', message: "'lots' is not a dollar amount" },
      { file: 'itcont.txt', line: 6, field: 'NAME', message: 'is empty, the contributor is required' },
      { file: 'itcont.txt', line: 7, field: 'CMTE_ID', message: "'X123' is not an FEC committee id" },
    ]);
    expect(parsed.read).toBe(7);
  });
});

describe('MiTN contribution exports (tab-separated, header row)', () => {
  const header = ['doc_seq_no', 'page_no', 'contribution_id', 'cont_detail_id', 'doc_stmnt_year', 'doc_type_desc', 'com_legal_name', 'common_name', 'cfr_com_id', 'com_type', 'can_first_name', 'can_last_name', 'contribtype', 'f_name', 'l_name_or_org', 'address', 'city', 'state', 'zip', 'occupation', 'employer', 'received_date', 'amount', 'aggregate', 'extra_desc', 'RUNTIME'];
  const row = (v: Partial<Record<string, string>>) =>
    header.map((h) => v[h] ?? ({ doc_seq_no: '512345', contribution_id: '9001', cont_detail_id: '0', com_legal_name: 'COMMITTEE TO ELECT SAMPLE', cfr_com_id: '520001', can_first_name: 'PAT', can_last_name: 'SAMPLE', contribtype: 'DIRECT', f_name: 'JORDAN', l_name_or_org: 'EXAMPLE', address: '1 MAIN ST', city: 'LANSING', state: 'MI', zip: '48933', received_date: '10/01/2024', amount: '100.00' } as Record<string, string>)[h] ?? '').join('\t');

  it('reads rows by header name, tolerating quotes, stray quotes, a stray tab and trailing tabs', () => {
    const text = [
      header.join('\t'),
      row({}),
      row({ contribution_id: '9002', l_name_or_org: '"O""BRIEN, INC."', f_name: '', amount: '"$1,500.00"' }),
      // A stray tab inside the address: one column too many.
      row({ contribution_id: '9003', address: '12 ELM ST\tAPT 4', state: 'oh', received_date: '2024-11-05' }),
      // A stray quote and trailing tabs.
      row({ contribution_id: '9004', employer: 'ACME "WIDGETS', amount: '25' }) + '\t\t',
    ].join('\r\n');
    const parsed = parseMitnContributions('mitn/contributions_2024.txt', text);
    expect(parsed.refused).toEqual([]);
    expect(parsed.rows.map((r) => [r.id, r.donorName, r.amount, r.state, r.date])).toEqual([
      ['mitn-9001-0', 'JORDAN EXAMPLE', 100, 'MI', '2024-10-01'],
      ['mitn-9002-0', 'O"BRIEN, INC.', 1500, 'MI', '2024-10-01'],
      ['mitn-9003-0', 'JORDAN EXAMPLE', 100, 'OH', '2024-11-05'],
      ['mitn-9004-0', 'JORDAN EXAMPLE', 25, 'MI', '2024-10-01'],
    ]);
    expect(parsed.rows[2]?.city).toBe('LANSING');
    expect(parsed.rows[3]?.employer).toBe('ACME "WIDGETS');
    expect(parsed.rows[0]).toMatchObject({ committeeId: 'MI-520001', candidateName: 'Pat Sample', committeeName: 'COMMITTEE TO ELECT SAMPLE', source: 'mitn' });
  });

  it('refuses rows that do not fit with their line, and a file without the needed columns', () => {
    const text = [header.join('\t'), row({ amount: 'ten dollars' }), row({ contribution_id: '2' }), row({ received_date: '' }), row({ received_date: '10/01/2024\tX\tY' }), row({ cfr_com_id: 'ABC' })].join('\n');
    const parsed = parseMitnContributions('c.tsv', text);
    expect(parsed.rows.map((r) => r.id)).toEqual(['mitn-2-0']);
    expect(parsed.refused).toEqual([
      { file: 'c.tsv', line: 2, field: 'amount', message: "'ten dollars' is not a dollar amount" },
      { file: 'c.tsv', line: 4, field: 'received_date', message: 'is empty, a date is required' },
      { file: 'c.tsv', line: 5, field: null, message: 'has 28 columns, expected 26, and no stray tab explains it' },
      { file: 'c.tsv', line: 6, field: 'cfr_com_id', message: "'ABC' is not a committee id" },
    ]);
    expect(parseMitnContributions('x.tsv', 'name\tamount\nA\t1').refused).toEqual([
      { file: 'x.tsv', line: 1, field: null, message: 'header lacks cfr_com_id, l_name_or_org, received_date: not a MiTN contribution export' },
    ]);
  });
});
