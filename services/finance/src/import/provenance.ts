import type { FinanceSource } from '@mitics/contracts';

/** Where each finance source comes from; the date is the snapshot's, from the data folder's README. */
export const FEC_BULK = {
  key: 'fec-bulk',
  name: 'Federal Election Commission bulk data (candidates, committees, 2024 candidate totals)',
  url: 'https://www.fec.gov/data/browse-data/?tab=bulk-data',
  /** The copy in ../shared/data (README §8, source HVZ). */
  repository: 'harshavardhan2112/campaign-viz',
} as const;
export const CONGRESS_LEGISLATORS = {
  key: 'congress-legislators',
  name: 'congress-legislators (FEC ids of members of Congress)',
  url: 'https://github.com/unitedstates/congress-legislators',
  repository: 'unitedstates/congress-legislators',
} as const;

export const DEMO_SOURCE: FinanceSource = { key: 'demo', name: 'Demo data (invented itemized contributions)', url: null, date: null, demo: true };
export const fecIndivSource = (date: string | null): FinanceSource => ({
  key: 'fec-indiv',
  name: 'FEC Schedule A itemized contributions',
  url: 'https://www.fec.gov/data/receipts/individual-contributions/',
  date,
  demo: false,
});
export const mitnSource = (date: string | null): FinanceSource => ({ key: 'mitn', name: 'Michigan Campaign Finance (MiTN) contributions', url: null, date, demo: false });

/** A source's row in the README's sources tables (`| key | repository | commit | date | licence |`). */
export function readmeRow(readme: string | null, repository: string): { commit: string | null; date: string | null; licence: string | null } {
  for (const line of (readme ?? '').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells[2] !== repository) continue;
    return {
      commit: cells[3]?.match(/[0-9a-f]{40}/)?.[0] ?? null,
      date: cells[4]?.match(/^\d{4}-\d{2}-\d{2}$/)?.[0] ?? null,
      licence: cells[5] || null,
    };
  }
  return { commit: null, date: null, licence: null };
}

export const fecBulkSource = (readme: string | null): FinanceSource => ({
  key: FEC_BULK.key,
  name: FEC_BULK.name,
  url: FEC_BULK.url,
  date: readmeRow(readme, FEC_BULK.repository).date,
  demo: false,
});
export const congressLegislatorsSource = (readme: string | null): FinanceSource => ({
  key: CONGRESS_LEGISLATORS.key,
  name: CONGRESS_LEGISLATORS.name,
  url: CONGRESS_LEGISLATORS.url,
  date: readmeRow(readme, CONGRESS_LEGISLATORS.repository).date,
  demo: false,
});
