/**
 * The finance read side: the hub (summary, candidates, recent contributions,
 * top donors, candidate pages) computed from the read models once per
 * projection version, then served from memory until the next event.
 */
import {
  SIZE_BAND_LABELS,
  type Candidate,
  type CandidateDetail,
  type Contribution,
  type Donor,
  type FinanceCandidateRecord,
  type FinanceContributionRecord,
  type FinanceSource,
  type FinanceSummary,
  type FinanceTotalsRecord,
  type SizeBand,
  type SizeBandKey,
} from '@mitics/contracts';
import type { DocumentStore } from '@mitics/kit';
import { committeeCandidates } from '../import/apply.ts';
import { financeCollections, financeVersion, record } from '../records/projection.ts';

/** The home state: out-of-state money is money from anywhere else. */
export const HOME_STATE = 'MI';
/** Spec: large contributions are $1,000 and over. */
export const LARGE_CONTRIBUTION = 1000;
/** How many candidates the summary ranks. */
export const TOP_RANKED = 5;

const PARTIES: Record<string, string> = {
  DEM: 'Democrat', DFL: 'Democrat', REP: 'Republican', LIB: 'Libertarian', GRE: 'Green', IND: 'Independent', NPA: 'No party affiliation',
  NNE: 'No party affiliation', UN: 'Unaffiliated', UNK: 'Unknown', CON: 'Constitution', W: 'Write-in', OTH: 'Other', NON: 'Nonpartisan',
};
export const partyName = (code: string | null): string => (code ? (PARTIES[code] ?? code) : 'Unknown');

const DESIGNATIONS: Record<string, string> = {
  P: 'Principal campaign committee', A: 'Authorized by a candidate', J: 'Joint fundraiser', U: 'Unauthorized', B: 'Lobbyist/registrant PAC', D: 'Leadership PAC',
};

const SUFFIX = /^(JR|SR|II|III|IV|V)\.?$/;
const titleWord = (w: string) => (/^[IVX]+$/.test(w) && w.length > 1 ? w : w.toLowerCase().replace(/(^|[-'’])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase()).replace(/^Mc([a-z])/, (_m, c: string) => `Mc${c.toUpperCase()}`));
/** "BARR, CALLIE" → "Callie Barr"; "CARL, JERRY LEE, JR" → "Jerry Lee Carl Jr." */
export function displayName(fecName: string): string {
  const parts = fecName.split(',').map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2) return fecName.split(/\s+/).map(titleWord).join(' ');
  const [last = '', ...rest] = parts;
  const words = rest.join(' ').replace(/\b(MR|MRS|MS|DR|HON|REP|SEN)\.?(\s|$)/g, '').split(/\s+/).filter(Boolean);
  const suffixes = words.filter((w) => SUFFIX.test(w));
  const given = words.filter((w) => !SUFFIX.test(w));
  const name = [...given, last].map((w) => w.split(/\s+/).map(titleWord).join(' ')).join(' ');
  return suffixes.length ? `${name} ${suffixes.map((s) => (s.replace('.', '').length <= 2 ? `${titleWord(s.replace('.', ''))}.` : s)).join(' ')}` : name;
}

/** "U.S. House MI-07", "U.S. Senate", "President". */
export function officeLabel(c: Pick<FinanceCandidateRecord, 'office' | 'state' | 'district'>): string {
  if (c.office === 'S') return 'U.S. Senate';
  if (c.office === 'P') return 'President';
  return `U.S. House ${c.state}-${(c.district ?? '00').padStart(2, '0')}`;
}

export function donorType(row: Pick<FinanceContributionRecord, 'entityType' | 'donorName'>): Donor['type'] {
  const name = row.donorName.toUpperCase();
  const e = (row.entityType ?? '').toUpperCase();
  if ((e === 'ORG' || e === 'PAC' || e === '' || /DIRECT|FUND/.test(e)) && /\bUNION\b|\bLOCAL\b|AFL-CIO|TEAMSTERS|\bUAW\b|BROTHERHOOD|WORKERS|\bSEIU\b|\bAFSCME\b|\bIBEW\b/.test(name)) return 'union';
  if (e === 'IND' || e === 'INDIVIDUAL' || e === 'CAN') return 'individual';
  if (e === 'PAC') return 'pac';
  if (e === 'PTY') return 'party';
  if (e === 'ORG') return 'corporation';
  if (/\bPAC\b|POLITICAL ACTION/.test(name)) return 'pac';
  if (/\bPARTY\b/.test(name)) return 'party';
  if (/\b(INC|LLC|CORP|CORPORATION|CO|COMPANY|LTD)\b\.?/.test(name)) return 'corporation';
  return e === 'COM' || e === 'CCM' ? 'other' : /,/.test(row.donorName) || row.donorName.trim().includes(' ') ? 'individual' : 'other';
}

export function sizeBandOf(amount: number): SizeBandKey {
  if (amount <= 200) return 'upTo200';
  if (amount < 500) return '200to499';
  if (amount < 1000) return '500to999';
  if (amount < 2000) return '1000to1999';
  return '2000plus';
}

const cents = (n: number) => Math.round(n * 100) / 100;
const nonNeg = (n: number) => Math.max(0, cents(n));
const isOutOfState = (r: Pick<FinanceContributionRecord, 'state'>) => r.state !== null && r.state.toUpperCase() !== HOME_STATE;

export interface Hub {
  summary: FinanceSummary;
  candidates: Candidate[];
  details: Map<string, CandidateDetail>;
  byBioguide: Map<string, string>;
  recent: Contribution[];
  donors: Donor[];
  sources: FinanceSource[];
}

function donorsOf(rows: FinanceContributionRecord[]): Donor[] {
  const groups = new Map<string, FinanceContributionRecord[]>();
  for (const r of rows) {
    const key = `${r.donorName.trim().toUpperCase()}|${donorType(r)}`;
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  return [...groups.values()]
    .map((g): Donor => {
      const first = g[0] as FinanceContributionRecord;
      const total = g.reduce((s, r) => s + r.amount, 0);
      const type = donorType(first);
      return {
        name: type === 'individual' ? displayName(first.donorName) : first.donorName,
        type,
        isOutOfState: isOutOfState(first),
        totalContributed: nonNeg(total),
        candidatesSupported: new Set(g.map((r) => r.candidateId ?? r.committeeId)).size,
        averageContribution: nonNeg(total / g.length),
        industry: null,
        ...(g.some((r) => r.isDemo) ? { isDemo: true } : {}),
      };
    })
    .sort((a, b) => b.totalContributed - a.totalContributed || a.name.localeCompare(b.name));
}

/** Builds the whole hub from the read models. */
export async function buildHub(docs: DocumentStore): Promise<Hub> {
  const c = financeCollections(docs);
  const [cands, cmtes, lnks, tots, allRows, sources] = await Promise.all([
    c.candidates.find({}).then((d) => d.map(record)),
    c.committees.find({}).then((d) => d.map(record)),
    c.links.find({}).then((d) => d.map(record)),
    c.totals.find({}).then((d) => d.map(record)),
    c.contributions.find({}).then((d) => d.map(record)),
    c.sources.find({}).then((d) => d.map(record)),
  ]);
  // Demo rows only while no real itemized row is there; memo entries are never counted.
  const real = allRows.some((r) => !r.isDemo);
  const rows = allRows.filter((r) => !r.memo && (real ? !r.isDemo : true));
  const shownSources = sources.filter((s) => !(real && s.demo)).sort((a, b) => a.key.localeCompare(b.key));

  const latest = new Map<string, FinanceTotalsRecord>();
  for (const t of tots) if ((latest.get(t.candidateId)?.cycle ?? -1) < t.cycle) latest.set(t.candidateId, t);
  const byCand = new Map<string, FinanceContributionRecord[]>();
  for (const r of rows) {
    if (!r.candidateId) continue;
    const own = byCand.get(r.candidateId);
    if (own) own.push(r);
    else byCand.set(r.candidateId, [r]);
  }
  const candById = new Map(cands.map((x) => [x.id, x]));
  const cmteById = new Map(cmtes.map((x) => [x.id, x]));
  const owner = committeeCandidates(cands, cmtes, lnks);

  const contributionOf = (r: FinanceContributionRecord): Contribution => {
    const cand = r.candidateId ? candById.get(r.candidateId) : undefined;
    const type = donorType(r);
    return {
      id: r.id,
      amount: cents(r.amount),
      donorType: type,
      isOutOfState: isOutOfState(r),
      donorName: type === 'individual' ? displayName(r.donorName) : r.donorName,
      employer: r.employer,
      city: r.city ? displayName(r.city) : null,
      state: r.state,
      candidateName: cand ? displayName(cand.fecName) : (r.candidateName ?? r.committeeName ?? r.committeeId),
      candidateOffice: cand ? officeLabel(cand) : r.source === 'mitn' ? 'Michigan state office' : 'Unknown office',
      date: r.date,
      ...(r.isDemo ? { isDemo: true } : {}),
    };
  };
  const newestFirst = (a: FinanceContributionRecord, b: FinanceContributionRecord) => b.date.localeCompare(a.date) || b.amount - a.amount || a.id.localeCompare(b.id);

  const details = new Map<string, CandidateDetail>();
  const list: Candidate[] = [];
  for (const cand of cands) {
    const t = latest.get(cand.id);
    const own = byCand.get(cand.id) ?? [];
    const itemized = own.reduce((s, r) => s + r.amount, 0);
    const out = own.filter(isOutOfState).reduce((s, r) => s + r.amount, 0);
    const large = own.filter((r) => r.amount >= LARGE_CONTRIBUTION).reduce((s, r) => s + r.amount, 0);
    const demo = own.some((r) => r.isDemo);
    const candidate: Candidate = {
      id: cand.id,
      name: displayName(cand.fecName),
      office: officeLabel(cand),
      district: cand.office === 'H' && cand.district ? String(Number(cand.district)) : null,
      party: partyName(t?.partyCode ?? cand.partyCode),
      isIncumbent: (t?.ici ?? cand.ici) === 'I',
      totalRaised: nonNeg(t?.totalReceipts ?? 0),
      cashOnHand: cents(t?.cashOnHand ?? 0),
      // Itemized rows when there are any; else the FEC total of individual contributions, not split by size (CONTEXT.md).
      largeContributions: own.length > 0 ? nonNeg(large) : 0,
      smallContributions: own.length > 0 ? nonNeg(itemized - large) : nonNeg(t?.individualContributions ?? 0),
      averageContribution: own.length > 0 ? nonNeg(itemized / own.length) : 0,
      outOfStatePercent: itemized > 0 ? Math.min(100, Math.max(0, Math.round((out / itemized) * 1000) / 10)) : 0,
      lastReportDate: t?.coverageEndDate ?? null,
      ...(demo ? { isDemo: true } : {}),
    };
    list.push(candidate);
    const individual = own.filter((r) => donorType(r) === 'individual' && r.amount > 0);
    const bands: SizeBand[] =
      individual.length === 0
        ? []
        : (Object.keys(SIZE_BAND_LABELS) as SizeBandKey[]).map((key) => {
            const inBand = individual.filter((r) => sizeBandOf(r.amount) === key);
            return { key, label: SIZE_BAND_LABELS[key], count: inBand.length, total: nonNeg(inBand.reduce((s, r) => s + r.amount, 0)) };
          });
    const committeeIds = new Set([...lnks.filter((l) => l.candidateId === cand.id).map((l) => l.committeeId), ...[...owner].filter(([, v]) => v === cand.id).map(([k]) => k)]);
    const sourceKeys = new Set<string>();
    if (t || cand.from === 'cn') sourceKeys.add('fec-bulk');
    if (cand.bioguideId) sourceKeys.add('congress-legislators');
    for (const r of own) sourceKeys.add(r.source);
    details.set(cand.id, {
      candidate,
      fecId: cand.id,
      bioguideId: cand.bioguideId,
      electionYear: t?.cycle ?? cand.electionYear,
      totalSpent: nonNeg(t?.totalDisbursements ?? 0),
      individualContributions: nonNeg(t?.individualContributions ?? 0),
      partyContributions: nonNeg(t?.partyContributions ?? 0),
      otherCommitteeContributions: nonNeg(t?.otherCommitteeContributions ?? 0),
      candidateContributions: cents(t?.candidateContributions ?? 0),
      debts: nonNeg(t?.debts ?? 0),
      coverageEndDate: t?.coverageEndDate ?? null,
      committees: [...committeeIds]
        .sort()
        .map((id) => {
          const cm = cmteById.get(id);
          const designation = cm?.designation ?? lnks.find((l) => l.committeeId === id)?.designation ?? null;
          return { id, name: cm?.name ?? id, designation: designation ? (DESIGNATIONS[designation] ?? designation) : null };
        }),
      sizeBands: bands,
      inStateTotal: nonNeg(itemized - out),
      outOfStateTotal: nonNeg(out),
      recentContributions: [...own].sort(newestFirst).slice(0, 10).map(contributionOf),
      topDonors: donorsOf(own).slice(0, 10),
      sourceKeys: [...sourceKeys].sort(),
    });
  }
  list.sort((a, b) => b.totalRaised - a.totalRaised || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));

  // Several FEC ids for one member (House, then Senate): the one with the latest, largest totals.
  const byBioguide = new Map<string, string>();
  const rank = (id: string) => [latest.get(id)?.cycle ?? 0, latest.get(id)?.totalReceipts ?? -1] as const;
  for (const cand of cands) {
    if (!cand.bioguideId) continue;
    const current = byBioguide.get(cand.bioguideId);
    const [cy, rc] = rank(cand.id);
    const [py, pr] = current ? rank(current) : [-1, -Infinity];
    if (!current || cy > py || (cy === py && rc > pr)) byBioguide.set(cand.bioguideId, cand.id);
  }

  const withTotals = [...latest.values()].filter((t) => candById.has(t.candidateId));
  const totalRaised = withTotals.reduce((s, t) => s + t.totalReceipts, 0);
  const totalSpent = withTotals.reduce((s, t) => s + t.totalDisbursements, 0);
  const largeRows = rows.filter((r) => r.amount >= LARGE_CONTRIBUTION);
  const outRows = rows.filter(isOutOfState);
  const ranked = (key: 'totalReceipts' | 'totalDisbursements') =>
    [...withTotals]
      .sort((a, b) => b[key] - a[key] || a.candidateId.localeCompare(b.candidateId))
      .slice(0, TOP_RANKED)
      .map((t) => {
        const cand = candById.get(t.candidateId) as FinanceCandidateRecord;
        return { id: cand.id, name: displayName(cand.fecName), office: officeLabel(cand), ...(key === 'totalReceipts' ? { totalRaised: nonNeg(t.totalReceipts) } : { totalSpent: nonNeg(t.totalDisbursements) }) };
      });
  const demoFigures = [
    ...(largeRows.some((r) => r.isDemo) ? (['largeContributionsTotal'] as const) : []),
    ...(outRows.some((r) => r.isDemo) ? (['outOfStateTotal'] as const) : []),
  ];
  const summary: FinanceSummary = {
    totalRaised: nonNeg(totalRaised),
    totalSpent: nonNeg(totalSpent),
    largeContributionsTotal: nonNeg(largeRows.reduce((s, r) => s + r.amount, 0)),
    outOfStateTotal: nonNeg(outRows.reduce((s, r) => s + r.amount, 0)),
    averageRaised: withTotals.length ? nonNeg(totalRaised / withTotals.length) : 0,
    topCandidatesByRaising: ranked('totalReceipts'),
    topCandidatesBySpending: ranked('totalDisbursements'),
    ...(demoFigures.length ? { demoFigures } : {}),
  };

  return {
    summary,
    candidates: list,
    details,
    byBioguide,
    recent: [...rows].sort(newestFirst).map(contributionOf),
    donors: donorsOf(rows),
    sources: shownSources,
  };
}

/** The hub, rebuilt only when the read models changed since the last build. */
export function financeQueries(docs: DocumentStore) {
  let cached: { version: number; hub: Promise<Hub> } | null = null;
  const hub = (): Promise<Hub> => {
    const version = financeVersion(docs);
    if (!cached || cached.version !== version) {
      const built = buildHub(docs);
      cached = { version, hub: built };
      built.catch(() => {
        if (cached?.hub === built) cached = null;
      });
    }
    return cached.hub;
  };
  return { hub };
}
