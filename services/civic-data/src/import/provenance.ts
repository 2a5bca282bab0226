import type { CivicSourceKey, SourceProvenance } from '@mitics/contracts';

/** The public datasets behind each civic source, as ../shared/data/README.md names their repositories. */
const KNOWN: Array<{ key: CivicSourceKey; name: string; repository: string }> = [
  { key: 'openstates', name: 'Open States', repository: 'openstates/people' },
  { key: 'congress-legislators', name: 'congress-legislators', repository: 'unitedstates/congress-legislators' },
  { key: 'tiger-districts', name: 'U.S. Census Bureau TIGER/Line 2024', repository: 'talhatariq1796/pol-iq-builder' },
  { key: 'zcta-crosswalk', name: 'Census ZCTA to congressional district crosswalk', repository: 'OpenSourceActivismTech/us-zipcodes-congress' },
];

/**
 * Reads the sources table of the data folder's README (`| key | repository |
 * commit | date | licence |`): which commit and date each dataset was taken
 * from. A dataset the README does not name gets null commit and date.
 */
export function parseProvenance(readme: string | null): SourceProvenance[] {
  const rows = (readme ?? '')
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  return KNOWN.map(({ key, name, repository }) => {
    const row = rows.find((cells) => cells[2] === repository);
    const commit = row?.[3]?.match(/[0-9a-f]{40}/)?.[0] ?? null;
    const date = row?.[4]?.match(/^\d{4}-\d{2}-\d{2}$/)?.[0] ?? null;
    return { key, name, repository, commit, date };
  });
}

/** Sources that are not files: the Open States API and the labelled demo set. */
export const API_SOURCE: SourceProvenance = { key: 'openstates-api', name: 'Open States API', repository: null, commit: null, date: null };
export const DEMO_SOURCE: SourceProvenance = { key: 'demo', name: 'Demo data', repository: null, commit: null, date: null };
