/**
 * The labelled demo set: invented itemized contributions for the state's ten
 * biggest 2024 fundraisers, so recent contributions, top donors and size bands
 * have something to show where no public itemized file is at hand. Every row
 * is `isDemo` and from the `demo` source; the donors' names are made up
 * (Sample, Example, Placeholder...), never a real person's or firm's.
 * Deterministic: the same candidates give the same rows.
 */
import type { FinanceCandidateRecord, FinanceContributionRecord, FinanceTotalsRecord } from '@mitics/contracts';

const DONORS: Array<{ name: string; entity: string; state: string; city: string; employer: string | null; occupation: string | null }> = [
  { name: 'SAMPLE, AVERY', entity: 'IND', state: 'MI', city: 'LANSING', employer: 'SELF-EMPLOYED', occupation: 'CONSULTANT' },
  { name: 'EXAMPLE, JORDAN', entity: 'IND', state: 'MI', city: 'DETROIT', employer: 'EXAMPLE HOSPITAL', occupation: 'NURSE' },
  { name: 'PLACEHOLDER, TAYLOR', entity: 'IND', state: 'MI', city: 'GRAND RAPIDS', employer: 'RETIRED', occupation: 'RETIRED' },
  { name: 'DEMOWELL, MORGAN', entity: 'IND', state: 'MI', city: 'ANN ARBOR', employer: 'SAMPLE UNIVERSITY', occupation: 'PROFESSOR' },
  { name: 'TESTLEY, CASEY', entity: 'IND', state: 'MI', city: 'TRAVERSE CITY', employer: 'TESTLEY FARMS', occupation: 'FARMER' },
  { name: 'MOCKFORD, RILEY', entity: 'IND', state: 'MI', city: 'KALAMAZOO', employer: 'MOCKFORD LAW', occupation: 'ATTORNEY' },
  { name: 'SAMPLESON, QUINN', entity: 'IND', state: 'CA', city: 'SAN FRANCISCO', employer: 'EXAMPLE TECH', occupation: 'ENGINEER' },
  { name: 'EXEMPLAR, DREW', entity: 'IND', state: 'NY', city: 'NEW YORK', employer: 'PLACEHOLDER CAPITAL', occupation: 'INVESTOR' },
  { name: 'STANDIN, SKYLER', entity: 'IND', state: 'IL', city: 'CHICAGO', employer: 'SELF-EMPLOYED', occupation: 'WRITER' },
  { name: 'DUMMETT, ROWAN', entity: 'IND', state: 'OH', city: 'TOLEDO', employer: 'DUMMETT AUTO', occupation: 'OWNER' },
  { name: 'EXAMPLE BUILDERS UNION LOCAL 0 PAC', entity: 'PAC', state: 'MI', city: 'DETROIT', employer: null, occupation: null },
  { name: 'SAMPLE MANUFACTURING CO', entity: 'ORG', state: 'MI', city: 'WARREN', employer: null, occupation: null },
  { name: 'PLACEHOLDER HEALTH PAC', entity: 'PAC', state: 'DC', city: 'WASHINGTON', employer: null, occupation: null },
  { name: 'EXAMPLE STATE PARTY COMMITTEE', entity: 'PTY', state: 'MI', city: 'LANSING', employer: null, occupation: null },
];
const AMOUNTS = [25, 50, 100, 150, 200, 250, 350, 500, 750, 1000, 1500, 2000, 3300];

export function demoContributions(candidates: FinanceCandidateRecord[], totals: FinanceTotalsRecord[], count = 10): FinanceContributionRecord[] {
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const top = [...totals]
    .filter((t) => byId.has(t.candidateId) && t.totalReceipts > 0)
    .sort((a, b) => b.totalReceipts - a.totalReceipts || a.candidateId.localeCompare(b.candidateId))
    .slice(0, count);
  const out: FinanceContributionRecord[] = [];
  let n = 0;
  top.forEach((t, k) => {
    const candidate = byId.get(t.candidateId);
    if (!candidate) return;
    const rows = 12 - (k % 4);
    for (let i = 0; i < rows; i++) {
      n += 1;
      const donor = DONORS[(k * 5 + i * 3) % DONORS.length] ?? DONORS[0]!;
      const amount = donor.entity === 'PAC' ? 5000 : donor.entity === 'PTY' ? 2500 : (AMOUNTS[(k + i * 7) % AMOUNTS.length] ?? 100);
      // Within the last quarter of 2024 (the totals' coverage), newest first by row.
      const day = new Date(Date.UTC(2024, 11, 31) - ((k * 7 + i * 6) % 92) * 86_400_000).toISOString().slice(0, 10);
      out.push({
        id: `demo-${String(n).padStart(4, '0')}`,
        source: 'demo',
        committeeId: candidate.principalCommitteeId ?? `DEMO-${candidate.id}`,
        committeeName: null,
        candidateId: candidate.id,
        candidateName: null,
        entityType: donor.entity,
        transactionType: donor.entity === 'IND' ? '15' : '15Z',
        donorName: donor.name,
        city: donor.city,
        state: donor.state,
        zip: null,
        employer: donor.employer,
        occupation: donor.occupation,
        date: day,
        amount,
        memo: false,
        isDemo: true,
      });
    }
  });
  return out;
}
