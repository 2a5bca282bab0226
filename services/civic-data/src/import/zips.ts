import type { ZipDistricts } from '@mitics/contracts';
import type { Refusal } from './refusal.ts';

export const ZIP_FILE = 'zip-to-district/zccd.csv';

/**
 * The ZCTA to congressional district crosswalk (header
 * `state_fips,state_abbr,zcta,cd`), Michigan rows only. A ZCTA listed more
 * than once spans districts. A malformed Michigan row is refused with its line.
 */
export function parseZipTable(source: string, state = 'MI'): { entries: ZipDistricts[]; refused: Refusal[] } {
  const lines = source.split(/\r?\n/);
  const header = (lines[0] ?? '').trim();
  if (header !== 'state_fips,state_abbr,zcta,cd') {
    return { entries: [], refused: [{ file: ZIP_FILE, line: 1, field: null, message: `header must be 'state_fips,state_abbr,zcta,cd', not '${header}'` }] };
  }
  const refused: Refusal[] = [];
  const byZip = new Map<string, Set<string>>();
  lines.forEach((line, index) => {
    if (index === 0 || line.trim() === '') return;
    const cells = line.split(',');
    if (cells[1] !== state) return;
    const [, , zcta, cd] = cells;
    const lineNo = index + 1;
    if (cells.length !== 4) return void refused.push({ file: ZIP_FILE, line: lineNo, field: null, message: `expected 4 columns, found ${cells.length}` });
    if (!zcta || !/^\d{5}$/.test(zcta)) return void refused.push({ file: ZIP_FILE, line: lineNo, field: 'zcta', message: 'must be 5 digits' });
    if (!cd || !/^\d{1,2}$/.test(cd.trim())) return void refused.push({ file: ZIP_FILE, line: lineNo, field: 'cd', message: 'must be a district number' });
    const set = byZip.get(zcta) ?? new Set<string>();
    set.add(String(Number(cd)));
    byZip.set(zcta, set);
  });
  const entries = [...byZip.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([zip, set]) => ({ zip, districts: [...set].sort((a, b) => Number(a) - Number(b)) }));
  return { entries, refused };
}
