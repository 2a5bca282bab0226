import type {
  BillRecord,
  CongressMemberRecord,
  FederalIssue,
  FederalRollCall,
  SessionStatusRecord,
  StateLegislatorRecord,
  UpcomingVoteRecord,
} from '@mitics/contracts';

/**
 * The demo legislative set shown when no Open States API key is configured:
 * invented bills, roll calls, session status, upcoming votes and federal roll
 * calls, every one labelled "Demo data" wherever it appears. Sponsors and
 * voters are the real roster (so profiles and lookups link up), but what they
 * sponsor and how they vote here is invented. Dates are relative to `now`.
 */

const DAY = 24 * 60 * 60 * 1000;
const day = (now: Date, offset: number): string => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);

interface DemoBill {
  number: string;
  chamber: 'house' | 'senate';
  title: string;
  summary: string;
  subjects: string[];
  /** Steps taken so far, oldest first; days ago for each. */
  steps: Array<'introduced' | 'committee' | 'passed_origin' | 'passed_other' | 'signed' | 'vetoed'>;
  daysAgo: number;
}

const BILLS: DemoBill[] = [
  { number: 'HB 4101', chamber: 'house', title: 'Demo: Great Lakes Shoreline Resilience Grants', summary: 'Creates a grant program for shoreline communities to plan for high water and erosion, administered by the Department of Environment, Great Lakes, and Energy.', subjects: ['Environment', 'Great Lakes', 'Local Government'], steps: ['introduced', 'committee', 'passed_origin', 'passed_other', 'signed'], daysAgo: 3 },
  { number: 'SB 0212', chamber: 'senate', title: 'Demo: Road Funding Formula Update', summary: 'Revises how fuel tax revenue is shared among state trunklines, county road commissions and cities, and adds a pavement-condition factor.', subjects: ['Transportation', 'Budget'], steps: ['introduced', 'committee', 'passed_origin'], daysAgo: 2 },
  { number: 'HB 4155', chamber: 'house', title: 'Demo: School Mental Health Staffing Act', summary: 'Sets a target ratio of school counselors and social workers to students and funds districts that reach it.', subjects: ['Education', 'Health'], steps: ['introduced', 'committee'], daysAgo: 5 },
  { number: 'SB 0240', chamber: 'senate', title: 'Demo: PFAS Testing for Private Wells', summary: 'Offers free PFAS testing to owners of private wells within a mile of a known contamination site.', subjects: ['Environment', 'Public Health', 'PFAS'], steps: ['introduced', 'committee', 'passed_origin', 'passed_other'], daysAgo: 6 },
  { number: 'HB 4203', chamber: 'house', title: 'Demo: Broadband Line Extension Program', summary: 'Funds extensions of high-speed internet lines to rural addresses that have none, with a cost-share from providers.', subjects: ['Technology', 'Rural Affairs'], steps: ['introduced'], daysAgo: 1 },
  { number: 'SB 0263', chamber: 'senate', title: 'Demo: Election Clerk Training Standards', summary: 'Requires yearly training for local election clerks and their staff on voter roll maintenance and ballot tabulation.', subjects: ['Elections'], steps: ['introduced', 'committee', 'passed_origin', 'passed_other', 'vetoed'], daysAgo: 12 },
  { number: 'HB 4270', chamber: 'house', title: 'Demo: Auto Supplier Retooling Tax Credit', summary: 'A refundable credit for parts suppliers that retool plants for electric-vehicle components and keep their workforce.', subjects: ['Economic Development', 'Labor', 'Taxation'], steps: ['introduced', 'committee', 'passed_origin'], daysAgo: 9 },
  { number: 'SB 0301', chamber: 'senate', title: 'Demo: Child Care Licensing Modernization', summary: 'Moves child-care licensing applications online and sets a 60-day limit for decisions on complete applications.', subjects: ['Families', 'Regulatory Reform'], steps: ['introduced', 'committee'], daysAgo: 15 },
  { number: 'HB 4318', chamber: 'house', title: 'Demo: Farmland Preservation Easements', summary: 'Expands the purchase of development rights program and lets counties match state funds.', subjects: ['Agriculture', 'Land Use'], steps: ['introduced', 'committee', 'passed_origin', 'passed_other', 'signed'], daysAgo: 20 },
  { number: 'SB 0344', chamber: 'senate', title: 'Demo: Transparency in Prescription Drug Pricing', summary: 'Requires pharmacy benefit managers to report rebates and the prices they pay pharmacies to the Department of Insurance and Financial Services.', subjects: ['Health', 'Insurance'], steps: ['introduced'], daysAgo: 4 },
  { number: 'HB 4362', chamber: 'house', title: 'Demo: Lead Service Line Replacement Schedule', summary: 'Sets yearly targets for water systems to replace lead service lines and a fund to help small systems pay for it.', subjects: ['Infrastructure', 'Public Health'], steps: ['introduced', 'committee', 'passed_origin'], daysAgo: 30 },
  { number: 'SB 0377', chamber: 'senate', title: 'Demo: Public Records Response Deadlines', summary: 'Shortens the time public bodies have to answer a records request and caps the fees they may charge.', subjects: ['Government Operations', 'Transparency'], steps: ['introduced', 'committee'], daysAgo: 40 },
];

const STEP_TEXT = {
  introduced: (b: DemoBill) => ({ description: `Introduced in the ${b.chamber === 'house' ? 'House' : 'Senate'}`, classification: ['introduction'] }),
  committee: () => ({ description: 'Referred to committee', classification: ['referral-committee'] }),
  passed_origin: (b: DemoBill) => ({ description: `Passed the ${b.chamber === 'house' ? 'House' : 'Senate'}`, classification: ['passage'] }),
  passed_other: (b: DemoBill) => ({ description: `Passed the ${b.chamber === 'house' ? 'Senate' : 'House'}`, classification: ['passage'] }),
  signed: () => ({ description: 'Signed by the Governor', classification: ['executive-signature', 'became-law'] }),
  vetoed: () => ({ description: 'Vetoed by the Governor', classification: ['executive-veto'] }),
} as const;

const STATUS = { introduced: 'introduced', committee: 'committee', signed: 'signed', vetoed: 'vetoed' } as const;

/** Demo positions: the sponsor's party votes yes, the other party splits (every third member yes). */
function rollCall(id: string, date: string, motion: string, chamber: 'house' | 'senate', sponsorParty: string, roster: StateLegislatorRecord[]): BillRecord['votes'][number] {
  const members = roster.filter((l) => l.chamber === chamber);
  const positions = members.map((l, i) => ({
    name: l.name,
    legislatorId: l.id,
    option: (l.party === sponsorParty || i % 3 === 0 ? 'yes' : 'no') as 'yes' | 'no',
  }));
  const yes = positions.filter((p) => p.option === 'yes').length;
  const no = positions.length - yes;
  return { id, date, motion, chamber, result: yes > no ? 'pass' : 'fail', counts: { yes, no, other: 0 }, positions };
}

export function demoBills(roster: StateLegislatorRecord[], now: Date): BillRecord[] {
  return BILLS.map((b, index) => {
    const chamberMembers = roster.filter((l) => l.chamber === b.chamber).sort((x, y) => Number(x.district) - Number(y.district));
    const sponsor = chamberMembers.length > 0 ? chamberMembers[(index * 7) % chamberMembers.length] : undefined;
    const cosponsor = chamberMembers.length > 1 ? chamberMembers[(index * 7 + 3) % chamberMembers.length] : undefined;
    const spacing = 4;
    const start = b.daysAgo + (b.steps.length - 1) * spacing;
    const actions = b.steps.map((step, i) => {
      const text = STEP_TEXT[step](b);
      const chamber = step === 'passed_other' ? (b.chamber === 'house' ? 'senate' : 'house') : step === 'signed' || step === 'vetoed' ? null : b.chamber;
      return { date: day(now, -(start - i * spacing)), description: text.description, chamber, classification: [...text.classification] };
    });
    const last = actions[actions.length - 1];
    const votes = b.steps.flatMap((step, i) => {
      if (step !== 'passed_origin' && step !== 'passed_other') return [];
      const chamber = step === 'passed_origin' ? b.chamber : b.chamber === 'house' ? 'senate' : 'house';
      return [rollCall(`demo-vote-${b.number.replace(/\s+/g, '')}-${chamber}`, actions[i]?.date ?? day(now, 0), 'On passage', chamber, sponsor?.party ?? 'Democratic', roster)];
    });
    const finalStep = b.steps[b.steps.length - 1] ?? 'introduced';
    const status =
      finalStep === 'passed_origin' || finalStep === 'passed_other'
        ? (finalStep === 'passed_origin' ? b.chamber : b.chamber === 'house' ? 'senate' : 'house') === 'house'
          ? 'passed_house'
          : 'passed_senate'
        : STATUS[finalStep];
    return {
      id: `demo-${b.number.toLowerCase().replace(/\s+/g, '')}`,
      identifier: b.number,
      session: '2025-2026',
      chamber: b.chamber,
      status,
      title: b.title,
      summary: b.summary,
      subjects: b.subjects,
      sponsors: [sponsor, cosponsor].filter((s): s is StateLegislatorRecord => s !== undefined).map((s, i) => ({ name: s.name, legislatorId: s.id, primary: i === 0 })),
      actions,
      votes,
      lastAction: last?.description ?? 'Introduced',
      lastActionDate: last?.date ?? day(now, 0),
      url: null,
      source: 'demo',
    } satisfies BillRecord;
  });
}

/** The next Tuesday at or after `now`'s next day: when the demo session resumes. */
function nextTuesday(now: Date): string {
  const d = new Date(now.getTime() + DAY);
  while (d.getUTCDay() !== 2) d.setTime(d.getTime() + DAY);
  return d.toISOString().slice(0, 10);
}

export function demoSession(bills: BillRecord[], now: Date): SessionStatusRecord {
  return {
    isInSession: false,
    nextSessionDate: nextTuesday(now),
    nextSessionTime: '10:00 AM',
    billsPassedThisYear: bills.filter((b) => b.status !== 'introduced' && b.status !== 'committee').length,
    historicalAverage: 60,
    source: 'demo',
  };
}

export function demoUpcomingVotes(bills: BillRecord[], now: Date): UpcomingVoteRecord[] {
  const date = nextTuesday(now);
  return bills
    .filter((b) => b.status === 'committee' || b.status === 'passed_house' || b.status === 'passed_senate')
    .slice(0, 4)
    .map((b) => ({
      billId: b.id,
      billNumber: b.identifier,
      chamber: b.status === 'passed_house' ? 'senate' : b.status === 'passed_senate' ? 'house' : b.chamber,
      date,
      time: b.chamber === 'senate' ? '10:00 AM' : '1:30 PM',
      description: b.status === 'committee' ? 'Committee vote' : 'Floor vote on passage',
    }));
}

/** Federal issues that reach Michigan, written by the newsroom for the demo (labelled). */
export const DEMO_FEDERAL_ISSUES: Omit<FederalIssue, 'source'>[] = [
  { title: 'Great Lakes Restoration Initiative', description: 'Federal money for cleaning up contaminated sites, fighting invasive species and restoring habitat across the Great Lakes basin.', status: 'Annual appropriations', impact: 'Pays for cleanup and habitat work along Michigan shorelines, harbors and rivers.' },
  { title: 'Tariffs on Autos and Auto Parts', description: 'Federal tariffs on imported vehicles, parts, steel and aluminum, and the trade talks with Canada and Mexico that shape them.', status: 'In effect; under negotiation', impact: 'Touches costs at Michigan assembly plants and suppliers, and the jobs that depend on them.' },
  { title: 'Line 5 and Energy Permits', description: 'Federal permitting of the proposed tunnel for the Enbridge Line 5 pipeline under the Straits of Mackinac, alongside state court cases.', status: 'Federal review', impact: 'Bears on Upper Peninsula propane supply, Great Lakes water protection and energy prices.' },
  { title: 'PFAS Drinking Water Standards', description: 'EPA limits on "forever chemicals" in drinking water, their compliance deadlines and federal cleanup money.', status: 'Rules under revision', impact: 'Michigan has hundreds of known PFAS sites; the standards set what water systems must test for and treat.' },
];

const FEDERAL_DEMO = [
  { id: 'demo-hr-2201', bill: 'Demo: H.R. 2201 Great Lakes Harbor Dredging Act', chamber: 'house', daysAgo: 6 },
  { id: 'demo-hr-2318', bill: 'Demo: H.R. 2318 Auto Supply Chain Security Act', chamber: 'house', daysAgo: 13 },
  { id: 'demo-hr-2402', bill: 'Demo: H.R. 2402 Rural Hospital Stabilization Act', chamber: 'house', daysAgo: 20 },
  { id: 'demo-s-1104', bill: 'Demo: S. 1104 Freshwater Research Act', chamber: 'senate', daysAgo: 5 },
  { id: 'demo-s-1187', bill: 'Demo: S. 1187 Veterans Benefits Processing Act', chamber: 'senate', daysAgo: 11 },
  { id: 'demo-s-1230', bill: 'Demo: S. 1230 Manufacturing Workforce Training Act', chamber: 'senate', daysAgo: 19 },
] as const;

/** Demo roll calls in Congress: the first two pass with both parties, the third splits by party. */
export function demoFederalVotes(members: CongressMemberRecord[], now: Date): FederalRollCall[] {
  return FEDERAL_DEMO.map((v, index) => {
    const positions = Object.fromEntries(
      members.filter((m) => m.chamber === v.chamber).map((m) => [m.id, index % 3 === 2 ? (m.party === 'Democratic' ? 'Yes' : 'No') : 'Yes']),
    );
    return { id: v.id, bill: v.bill, chamber: v.chamber, date: day(now, -v.daysAgo), positions };
  });
}
