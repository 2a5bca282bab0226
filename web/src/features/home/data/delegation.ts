import type { FederalIssue, Representative } from '@mitics/contracts';

/** Recent floor votes of both chambers (the measures only). */
const RECENT_VOTES = [
  'H.R. 5371: stopgap funding that ended the fall 2025 shutdown (Nov 2025)',
  'H.R. 1: the 2025 budget reconciliation bill (Jul 2025)',
];

/**
 * Built-in delegation (reader §3): shown whenever GET /api/congressional/delegation
 * has nothing to give. Both senators and four of Michigan's 13 U.S.
 * Representatives of the 119th Congress. 'Recent votes' name recent floor
 * votes of both chambers, never how the member voted: built-in data must not
 * put a position in anyone's mouth.
 */
export const FALLBACK_DELEGATION: readonly Representative[] = [
  {
    name: 'Gary Peters',
    title: 'U.S. Senator',
    party: 'Democratic',
    keyIssues: ['Great Lakes protection', 'Manufacturing and supply chains', 'Homeland security'],
    recentVotes: RECENT_VOTES,
  },
  {
    name: 'Elissa Slotkin',
    title: 'U.S. Senator',
    party: 'Democratic',
    keyIssues: ['National security', 'Auto industry and trade', 'Lowering costs for families'],
    recentVotes: RECENT_VOTES,
  },
  {
    name: 'Jack Bergman',
    title: 'U.S. Representative',
    party: 'Republican',
    district: '1st District',
    keyIssues: ["Veterans' services", 'Defense and national security', 'Northern Michigan infrastructure'],
    recentVotes: RECENT_VOTES,
  },
  {
    name: 'Hillary Scholten',
    title: 'U.S. Representative',
    party: 'Democratic',
    district: '3rd District',
    keyIssues: ['Small business', 'Transportation and infrastructure', 'Immigration'],
    recentVotes: RECENT_VOTES,
  },
  {
    name: 'Debbie Dingell',
    title: 'U.S. Representative',
    party: 'Democratic',
    district: '6th District',
    keyIssues: ['Auto workers and the auto industry', 'PFAS cleanup', 'Health care costs'],
    recentVotes: RECENT_VOTES,
  },
  {
    name: 'John James',
    title: 'U.S. Representative',
    party: 'Republican',
    district: '10th District',
    keyIssues: ['Foreign affairs', 'Manufacturing jobs', 'Education and workforce'],
    recentVotes: RECENT_VOTES,
  },
];

/** Built-in federal issues (reader §3), shown when GET /api/congressional/issues has none. */
export const FALLBACK_FEDERAL_ISSUES: readonly FederalIssue[] = [
  {
    title: 'Great Lakes Restoration Initiative',
    description:
      'Federal money for cleaning up contaminated sites, fighting invasive species and restoring habitat across the Great Lakes basin.',
    status: 'Annual appropriations',
    impact: 'Pays for cleanup and habitat work along Michigan shorelines, harbors and rivers.',
  },
  {
    title: 'Tariffs on Autos and Auto Parts',
    description:
      'Federal tariffs on imported vehicles, parts, steel and aluminum, and the trade talks with Canada and Mexico that shape them.',
    status: 'In effect; under negotiation',
    impact: 'Touches costs at Michigan assembly plants and suppliers, and the jobs that depend on them.',
  },
  {
    title: 'Line 5 and Energy Permits',
    description:
      'Federal permitting of the proposed tunnel for the Enbridge Line 5 pipeline under the Straits of Mackinac, alongside state court cases.',
    status: 'Federal review',
    impact: 'Bears on Upper Peninsula propane supply, Great Lakes water protection and energy prices.',
  },
  {
    title: 'PFAS Drinking Water Standards',
    description:
      'EPA limits on "forever chemicals" in drinking water, their compliance deadlines and federal cleanup money.',
    status: 'Rules under revision',
    impact: 'Michigan has hundreds of known PFAS sites; the standards set what water systems must test for and treat.',
  },
];
