import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** ../shared/data, from the repository root (tests read the real FEC bulk files there). */
export const SHARED_DATA = resolve(import.meta.dirname, '../../../../shared/data');

/** A fresh folder holding `files` (path → text), for importer tests. */
export async function folderWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'mitics-finance-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

/** One Schedule A (FEC bulk "indiv") row: 21 pipe-separated columns, with overrides by column name. */
export function indivRow(values: Partial<Record<'CMTE_ID' | 'ENTITY_TP' | 'NAME' | 'CITY' | 'STATE' | 'EMPLOYER' | 'OCCUPATION' | 'TRANSACTION_DT' | 'TRANSACTION_AMT' | 'MEMO_CD' | 'SUB_ID', string>>): string {
  const v = { CMTE_ID: 'C00793976', ENTITY_TP: 'IND', NAME: 'SAMPLE, AVERY', CITY: 'LANSING', STATE: 'MI', EMPLOYER: 'SELF', OCCUPATION: 'WRITER', TRANSACTION_DT: '10152024', TRANSACTION_AMT: '250', MEMO_CD: '', SUB_ID: '4110120241234567', ...values };
  return [v.CMTE_ID, 'N', 'Q3', 'P2024', '202410159000000001', '15', v.ENTITY_TP, v.NAME, v.CITY, v.STATE, '48933', v.EMPLOYER, v.OCCUPATION, v.TRANSACTION_DT, v.TRANSACTION_AMT, '', 'SA11AI.1', '1800000', v.MEMO_CD, '', v.SUB_ID].join('|');
}
