import type { FinanceSource } from '@mitics/contracts';
import { readmeRow } from '@mitics/kit';

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
