import type { Candidate, CandidateDetail, Contribution, Donor, FinanceSources, FinanceSummary, LegislatorProfile } from '@mitics/contracts';
import type { Page, Route } from 'playwright-core';

/**
 * A stand-in for the BFF's /api/campaign-finance/* routes (contracts/src/finance/http.ts)
 * and the two legislator profiles the money panel is tested on, served to one page
 * through Playwright's request routing: the finance tests do not depend on the backend.
 */

export const SLOTKIN = 'S4MI00355';
export const SLOTKIN_BIOGUIDE = 'S001208';
/** A member of Congress with no FEC money here: by-bioguide answers 404. */
export const NO_MONEY_BIOGUIDE = 'P000595';
/** A state legislator (their profile never asks for money). */
export const STATE_LEGISLATOR = 'ocd-person-dievendorf';

export const CANDIDATES: Candidate[] = [
  {
    id: SLOTKIN,
    name: 'Elissa Slotkin',
    office: 'U.S. Senate',
    district: null,
    party: 'Democratic',
    isIncumbent: false,
    totalRaised: 50_412_300,
    cashOnHand: 1_200_000,
    largeContributions: 31_000_000,
    smallContributions: 12_500_000,
    averageContribution: 85,
    outOfStatePercent: 38,
    lastReportDate: '2026-10-15',
  },
  {
    id: 'S4MI00413',
    name: 'Mike Rogers',
    office: 'U.S. Senate',
    district: null,
    party: 'Republican',
    isIncumbent: false,
    totalRaised: 14_800_000,
    cashOnHand: 300_000,
    largeContributions: 9_100_000,
    smallContributions: 3_000_000,
    averageContribution: 140,
    outOfStatePercent: 24,
    lastReportDate: '2026-10-15',
    isDemo: true,
  },
  {
    id: 'H2MI03157',
    name: 'Hillary Scholten',
    office: 'U.S. House',
    district: '3',
    party: 'Democratic',
    isIncumbent: true,
    totalRaised: 5_950_000,
    cashOnHand: 640_000,
    largeContributions: 2_800_000,
    smallContributions: 2_100_000,
    averageContribution: 61,
    outOfStatePercent: 19,
    lastReportDate: '2026-10-15',
  },
];

export const SUMMARY: FinanceSummary = {
  totalRaised: 71_162_300,
  totalSpent: 64_300_000,
  largeContributionsTotal: 42_900_000,
  outOfStateTotal: 22_340_000,
  averageRaised: 23_720_767,
  topCandidatesByRaising: CANDIDATES.map(({ id, name, office, totalRaised }) => ({ id, name, office, totalRaised })),
  demoFigures: ['outOfStateTotal'],
  topCandidatesBySpending: [
    { id: SLOTKIN, name: 'Elissa Slotkin', office: 'U.S. Senate', totalSpent: 49_100_000 },
    { id: 'S4MI00413', name: 'Mike Rogers', office: 'U.S. Senate', totalSpent: 14_500_000 },
    { id: 'H2MI03157', name: 'Hillary Scholten', office: 'U.S. House', totalSpent: 700_000 },
  ],
};

export const CONTRIBUTIONS: Contribution[] = [
  {
    id: 'k1',
    amount: 3300,
    donorType: 'individual',
    isOutOfState: true,
    donorName: 'Dana Whitfield',
    employer: 'Acme Analytics',
    city: 'Chicago',
    state: 'IL',
    candidateName: 'Elissa Slotkin',
    candidateOffice: 'U.S. Senate',
    date: '2026-10-12',
  },
  {
    id: 'k2',
    amount: 250,
    donorType: 'individual',
    isOutOfState: false,
    donorName: 'Pat Kowalski',
    employer: null,
    city: 'Lansing',
    state: 'MI',
    candidateName: 'Hillary Scholten',
    candidateOffice: 'U.S. House',
    date: '2026-10-10',
  },
  {
    id: 'k3',
    amount: 5000,
    donorType: 'union',
    isOutOfState: false,
    donorName: 'Michigan Building Trades PAC',
    employer: null,
    city: 'Detroit',
    state: 'MI',
    candidateName: 'Mike Rogers',
    candidateOffice: 'U.S. Senate',
    date: '2026-10-02',
    isDemo: true,
  },
];

export const DONORS: Donor[] = [
  { name: 'United Auto Workers', type: 'union', isOutOfState: false, totalContributed: 1_250_000, candidatesSupported: 12, averageContribution: 5000, industry: 'Labor', isDemo: true },
  { name: 'DTE Energy', type: 'corporation', isOutOfState: false, totalContributed: 640_000, candidatesSupported: 20, averageContribution: 2500, industry: 'Utilities' },
  { name: 'Michigan Realtors PAC', type: 'pac', isOutOfState: false, totalContributed: 410_000, candidatesSupported: 31, averageContribution: 1500, industry: 'Real estate' },
  { name: 'Jordan Avery', type: 'individual', isOutOfState: true, totalContributed: 6600, candidatesSupported: 2, averageContribution: 3300, industry: null },
];

export const SOURCES: FinanceSources = {
  sources: [
    { key: 'fec-2026', name: 'Federal Election Commission bulk data', url: 'https://www.fec.gov/data/browse-data/', date: '2026-10-20', demo: false },
    { key: 'mi-sos', name: 'Michigan Department of State campaign finance', url: null, date: '2026-09-30', demo: false },
    { key: 'demo', name: 'Invented example rows', url: null, date: null, demo: true },
  ],
};

const candidate0 = CANDIDATES[0] as Candidate;

export const SLOTKIN_DETAIL: CandidateDetail = {
  candidate: candidate0,
  fecId: SLOTKIN,
  bioguideId: SLOTKIN_BIOGUIDE,
  electionYear: 2024,
  totalSpent: 49_100_000,
  individualContributions: 44_000_000,
  partyContributions: 120_000,
  otherCommitteeContributions: 2_300_000,
  candidateContributions: 0,
  debts: 0,
  coverageEndDate: '2026-09-30',
  committees: [{ id: 'C00831234', name: 'Elissa Slotkin for Michigan', designation: 'Principal campaign committee' }],
  sizeBands: [
    { key: 'upTo200', label: '$200 and under', count: 120_000, total: 9_000_000 },
    { key: '200to499', label: '$200.01–$499', count: 10_000, total: 3_000_000 },
    { key: '500to999', label: '$500–$999', count: 6_000, total: 4_000_000 },
    { key: '1000to1999', label: '$1,000–$1,999', count: 4_000, total: 5_000_000 },
    { key: '2000plus', label: '$2,000 and over', count: 5_000, total: 15_000_000 },
  ],
  inStateTotal: 22_320_000,
  outOfStateTotal: 13_680_000,
  recentContributions: [CONTRIBUTIONS[0] as Contribution],
  topDonors: [DONORS[1] as Donor],
  sourceKeys: ['fec-2026'],
};

const source = { key: 'congress-legislators', name: 'congress-legislators', date: '2026-06-15', demo: false };

function profile(over: Partial<LegislatorProfile>): LegislatorProfile {
  return {
    id: SLOTKIN_BIOGUIDE,
    level: 'federal',
    name: 'Elissa Slotkin',
    role: 'U.S. Senator',
    party: 'Democratic',
    chamber: 'senate',
    district: null,
    email: null,
    photoUrl: null,
    website: null,
    contactForm: null,
    offices: [],
    committees: [],
    sponsoredBills: [],
    recentVotes: [],
    mentions: [],
    social: {},
    fecIds: [SLOTKIN],
    ids: { bioguide: SLOTKIN_BIOGUIDE },
    source,
    ...over,
  };
}

export const PROFILES: Record<string, LegislatorProfile> = {
  [SLOTKIN_BIOGUIDE]: profile({}),
  [NO_MONEY_BIOGUIDE]: profile({ id: NO_MONEY_BIOGUIDE, name: 'Gary C. Peters', fecIds: ['S4MI00355'], ids: { bioguide: NO_MONEY_BIOGUIDE } }),
  [STATE_LEGISLATOR]: profile({ id: STATE_LEGISLATOR, level: 'state', name: 'Emily Dievendorf', role: 'State Representative', chamber: 'house', district: '77', fecIds: [], ids: {} }),
};

export type FinanceApi = {
  /** Every finance or profile path asked for, in order. */
  requests: string[];
  /** Holds the finance answers until the returned function is called. */
  hold: () => () => void;
  /** Makes these finance paths answer with an error status (500). */
  fail: (paths: string[]) => void;
  /** Makes the list answers empty. */
  empty: (on: boolean) => void;
};

const json = (route: Route, status: number, body: unknown) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Routes /api/campaign-finance/* and /api/legislators/* of this page to the fixtures above. */
export async function routeFinanceApi(page: Page): Promise<FinanceApi> {
  const requests: string[] = [];
  let held: Promise<void> | null = null;
  let failing = new Set<string>();
  let emptyLists = false;
  await page.route(
    (url) => url.pathname.startsWith('/api/campaign-finance/') || url.pathname.startsWith('/api/legislators/'),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      requests.push(pathname);
      if (held) await held;
      if (failing.has(pathname)) return json(route, 500, { title: 'Internal Server Error', status: 500 });
      const legislator = /^\/api\/legislators\/([^/]+)$/.exec(pathname);
      if (legislator) {
        const found = PROFILES[decodeURIComponent(legislator[1] ?? '')];
        return found ? json(route, 200, found) : json(route, 404, { title: 'Not Found', status: 404, detail: 'No such legislator' });
      }
      switch (pathname) {
        case '/api/campaign-finance/summary':
          return json(route, 200, SUMMARY);
        case '/api/campaign-finance/candidates':
          return json(route, 200, emptyLists ? [] : CANDIDATES);
        case '/api/campaign-finance/contributions/recent':
          return json(route, 200, emptyLists ? [] : CONTRIBUTIONS);
        case '/api/campaign-finance/donors/top':
          return json(route, 200, emptyLists ? [] : DONORS);
        case '/api/campaign-finance/sources':
          return json(route, 200, SOURCES);
        case `/api/campaign-finance/candidates/${SLOTKIN}`:
        case `/api/campaign-finance/by-bioguide/${SLOTKIN_BIOGUIDE}`:
          return json(route, 200, SLOTKIN_DETAIL);
        default:
          return json(route, 404, { title: 'Not Found', status: 404, detail: 'No campaign finance record' });
      }
    },
  );
  return {
    requests,
    hold: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        held = null;
        release();
      };
    },
    fail: (paths) => {
      failing = new Set(paths);
    },
    empty: (on) => {
      emptyLists = on;
    },
  };
}
