import type {
  Bill,
  BillListQuery,
  BillRecord,
  CommitteeSummary,
  CongressMember,
  CongressMemberRecord,
  FederalIssue,
  FederalRollCall,
  Legislator,
  LegislatorProfile,
  LegislatureSession,
  Representative,
  SessionStatusRecord,
  SourceNote,
  SourceProvenance,
  StateLegislatorRecord,
  UpcomingVote,
  UpcomingVoteRecord,
} from '@mitics/contracts';
import type { DocumentStore } from '@mitics/kit';
import { articleMentions } from '../mentions/mentions.ts';
import { civicCollections, record, type WithId } from '../records/projection.ts';

export const DEMO_NOTE: SourceNote = { key: 'demo', name: 'Demo data', date: null, demo: true };

const ordinal = (n: string): string => {
  const v = Number(n);
  const suffix = v % 100 >= 11 && v % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[v % 10] ?? 'th';
  return `${v}${suffix}`;
};

const PARTY_NAMES: Record<string, Representative['party']> = { Democratic: 'Democratic', Republican: 'Republican', Independent: 'Independent' };

/** A committee name without its chamber prefix: the subject it covers. */
function subjectOf(name: string): string {
  return name.replace(/^(House|Senate|Joint) (Committee|Select Committee|Permanent Select Committee) on (the )?/i, '').replace(/^(House|Senate) /, '');
}

export function civicQueries(docs: DocumentStore) {
  const c = civicCollections(docs);

  async function notes(): Promise<Map<string, SourceNote>> {
    const list = await c.sources.find({});
    return new Map(list.map((s: WithId<SourceProvenance>) => [s.key, { key: s.key, name: s.name, date: s.date, demo: s.key === 'demo' }]));
  }
  const noteFor = (map: Map<string, SourceNote>, key: string, fallbackName: string): SourceNote => map.get(key) ?? { key, name: fallbackName, date: null, demo: false };
  const billNote = (map: Map<string, SourceNote>, bill: BillRecord): SourceNote =>
    bill.source === 'demo' ? DEMO_NOTE : noteFor(map, 'openstates-api', 'Open States API');

  async function federalVotes(): Promise<{ votes: FederalRollCall[]; note: SourceNote }> {
    const doc = await c.notices.findOne({ _id: 'federal-votes' });
    const data = doc?.data as { votes: FederalRollCall[] } | undefined;
    return { votes: data?.votes ?? [], note: DEMO_NOTE };
  }

  function memberVotes(member: CongressMemberRecord, votes: FederalRollCall[]) {
    return votes
      .filter((v) => v.positions[member.id] !== undefined && v.chamber === member.chamber)
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((v) => ({ bill: v.bill, vote: v.positions[member.id] ?? 'Not Voting', date: v.date }));
  }

  function stateLegislator(l: StateLegislatorRecord, note: SourceNote): Legislator {
    const capitol = l.offices.find((o) => o.kind === 'capitol') ?? l.offices[0];
    return {
      id: l.id,
      name: l.name,
      party: l.party,
      chamber: l.chamber,
      district: l.district,
      ...(l.email ? { email: l.email } : {}),
      ...(capitol?.phone ? { phone: capitol.phone } : {}),
      ...(capitol?.address ? { office: capitol.address } : {}),
      level: 'state',
      role: l.chamber === 'house' ? 'State Representative' : 'State Senator',
      photoUrl: l.image,
      website: l.links[0]?.url ?? null,
      source: note,
    };
  }

  function federalLegislator(m: CongressMemberRecord, note: SourceNote): Legislator {
    return {
      id: m.id,
      name: m.name,
      party: m.party,
      chamber: m.chamber,
      district: m.district ?? 'Statewide',
      ...(m.phone ? { phone: m.phone } : {}),
      ...(m.office ?? m.address ? { office: m.office ?? m.address ?? '' } : {}),
      level: 'federal',
      role: m.chamber === 'senate' ? 'U.S. Senator' : 'U.S. Representative',
      photoUrl: null,
      website: m.contactForm ?? m.website,
      source: note,
    };
  }

  function toBill(b: BillRecord, map: Map<string, SourceNote>): Bill {
    const primary = b.sponsors.find((s) => s.primary) ?? b.sponsors[0];
    return {
      id: b.id,
      billNumber: b.identifier,
      number: b.identifier,
      chamber: b.chamber,
      status: b.status,
      title: b.title,
      summary: b.summary,
      sponsor: primary?.name ?? 'Unknown',
      sponsorId: primary?.legislatorId ?? null,
      lastActionDate: b.lastActionDate,
      lastAction: b.lastAction,
      tags: b.subjects.slice(0, 3),
      url: b.url,
      source: billNote(map, b),
    };
  }

  const membersSorted = async () => c.members.find({}, { sort: { chamber: -1, lastName: 1 } });

  return {
    notes,

    /** The delegation for the home page: both senators, then the representatives by district. */
    async delegation(): Promise<Representative[]> {
      const [map, list, { votes }] = await Promise.all([notes(), membersSorted(), federalVotes()]);
      const note = noteFor(map, 'congress-legislators', 'congress-legislators');
      return sortMembers(list).map((m) => ({
        id: m.id,
        name: m.name,
        title: m.chamber === 'senate' ? 'U.S. Senator' : 'U.S. Representative',
        party: PARTY_NAMES[m.party] ?? 'Independent',
        ...(m.district ? { district: `${ordinal(m.district)} District` } : {}),
        keyIssues: keyIssuesOf(m),
        recentVotes: memberVotes(m, votes).map((v) => `${v.bill}: ${v.vote} (${v.date})`),
        source: note,
        votesSource: DEMO_NOTE,
      }));
    },

    /** The representatives page: every member with offices, committees and recent votes. */
    async congressMembers(): Promise<CongressMember[]> {
      const [map, list, { votes }] = await Promise.all([notes(), membersSorted(), federalVotes()]);
      const note = noteFor(map, 'congress-legislators', 'congress-legislators');
      return sortMembers(list).map((m) => ({
        id: m.id,
        name: m.name,
        title: m.chamber === 'senate' ? 'U.S. Senator' : 'U.S. Representative',
        party: PARTY_NAMES[m.party] ?? 'Independent',
        ...(m.district ? { district: `${ordinal(m.district)} District` } : {}),
        phone: m.phone ?? '',
        office: m.office ?? m.address ?? '',
        ...(m.website ? { website: m.website } : {}),
        keyIssues: keyIssuesOf(m),
        recentVotes: memberVotes(m, votes),
        committees: topCommittees(m).map((a) => a.name),
        chamber: m.chamber,
        source: note,
        votesSource: DEMO_NOTE,
      }));
    },

    async federalIssues(): Promise<FederalIssue[]> {
      const doc = await c.notices.findOne({ _id: 'federal-issues' });
      const data = doc?.data as { issues: Omit<FederalIssue, 'source'>[] } | undefined;
      return (data?.issues ?? []).map((issue) => ({ ...issue, source: DEMO_NOTE }));
    },

    async session(): Promise<LegislatureSession | null> {
      const doc = await c.notices.findOne({ _id: 'session' });
      if (!doc) return null;
      const status = doc.data as SessionStatusRecord;
      const map = await notes();
      return {
        isInSession: status.isInSession,
        nextSessionDate: status.nextSessionDate,
        nextSessionTime: status.nextSessionTime,
        billsPassedThisYear: status.billsPassedThisYear,
        historicalAverage: status.historicalAverage,
        source: status.source === 'demo' ? DEMO_NOTE : noteFor(map, 'openstates-api', 'Open States API'),
      };
    },

    async upcomingVotes(): Promise<UpcomingVote[]> {
      const doc = await c.notices.findOne({ _id: 'upcoming-votes' });
      const data = doc?.data as { votes: UpcomingVoteRecord[]; source: 'demo' | 'openstates-api' } | undefined;
      const map = await notes();
      const note = data?.source === 'openstates-api' ? noteFor(map, 'openstates-api', 'Open States API') : DEMO_NOTE;
      return (data?.votes ?? []).map((v) => ({ ...v, source: note }));
    },

    /** Bills, most recent action first, filtered like the tracker's search and selects. */
    async bills(query: BillListQuery = {}, limit = 200): Promise<Bill[]> {
      const filter: Record<string, unknown> = {};
      if (query.status) filter.status = query.status;
      if (query.chamber) filter.chamber = query.chamber;
      const [map, list] = await Promise.all([notes(), c.bills.find(filter, { sort: { lastActionDate: -1 } })]);
      const terms = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const matches = (b: BillRecord) => {
        const text = `${b.identifier} ${b.title} ${b.summary} ${b.subjects.join(' ')} ${b.sponsors.map((s) => s.name).join(' ')}`.toLowerCase();
        return terms.every((t) => text.includes(t));
      };
      return list.map(record).filter(matches).slice(0, limit).map((b) => toBill(b, map));
    },

    /** Every state legislator: the House by district, then the Senate. */
    async stateLegislators(): Promise<Legislator[]> {
      const [map, list] = await Promise.all([notes(), c.legislators.find({})]);
      const note = noteFor(map, 'openstates', 'Open States');
      return list
        .map(record)
        .sort((a, b) => (a.chamber === b.chamber ? Number(a.district) - Number(b.district) : a.chamber === 'house' ? -1 : 1))
        .map((l) => stateLegislator(l, note));
    },

    async committees(): Promise<CommitteeSummary[]> {
      const [map, list] = await Promise.all([notes(), c.committees.find({}, { sort: { chamber: 1, name: 1 } })]);
      const note = noteFor(map, 'openstates', 'Open States');
      return list.map((committee) => ({
        id: committee.id,
        name: committee.name,
        chamber: committee.chamber,
        chair: committee.members.find((m) => m.role === 'chair')?.name ?? null,
        memberCount: committee.members.length,
        url: committee.url,
        source: note,
      }));
    },

    async stateLegislatorByDistrict(chamber: 'house' | 'senate', district: string): Promise<Legislator | null> {
      const [map, found] = await Promise.all([notes(), c.legislators.findOne({ chamber, district })]);
      return found ? stateLegislator(record(found), noteFor(map, 'openstates', 'Open States')) : null;
    },

    async federalForDistricts(districts: string[]): Promise<Legislator[]> {
      const [map, list] = await Promise.all([notes(), membersSorted()]);
      const note = noteFor(map, 'congress-legislators', 'congress-legislators');
      const reps = sortMembers(list).filter((m) => m.chamber === 'house' && m.district !== null && districts.includes(m.district));
      const senators = sortMembers(list).filter((m) => m.chamber === 'senate');
      return [...reps, ...senators].map((m) => federalLegislator(record(m), note));
    },

    /** One legislator or member of Congress with everything the profile page shows; null when unknown. */
    async profile(id: string): Promise<LegislatorProfile | null> {
      const map = await notes();
      const state = await c.legislators.findOne({ _id: id });
      if (state) {
        const l = record(state);
        const [committeeDocs, billDocs] = await Promise.all([c.committees.find({ 'members.legislatorId': id }), c.bills.find({}, { sort: { lastActionDate: -1 } })]);
        const bills = billDocs.map(record);
        const names = [l.name, ...l.otherNames];
        return {
          id: l.id,
          level: 'state',
          name: l.name,
          role: l.chamber === 'house' ? 'State Representative' : 'State Senator',
          party: l.party,
          chamber: l.chamber,
          district: l.district,
          email: l.email,
          photoUrl: l.image,
          website: l.links[0]?.url ?? null,
          contactForm: null,
          offices: l.offices.map((o) => ({ label: officeLabel(o.kind), address: o.address, phone: o.phone })),
          committees: committeeDocs
            .map((doc) => ({ id: doc.id, name: `${chamberName(doc.chamber)} ${doc.name}`, role: doc.members.find((m) => m.legislatorId === id)?.role ?? null }))
            .sort((a, b) => a.name.localeCompare(b.name)),
          sponsoredBills: bills.filter((b) => b.sponsors.some((s) => s.legislatorId === id)).map((b) => toBill(b, map)),
          recentVotes: bills
            .flatMap((b) =>
              b.votes.flatMap((v) =>
                v.positions
                  .filter((p) => p.legislatorId === id)
                  .map((p) => ({ billId: b.id, bill: b.identifier, motion: v.motion, date: v.date, vote: p.option === 'yes' ? 'Yes' : p.option === 'no' ? 'No' : 'Other', result: v.result, source: billNote(map, b) })),
              ),
            )
            .sort((a, b) => b.date.localeCompare(a.date))
            .slice(0, 10),
          mentions: await articleMentions(docs, names),
          social: {},
          fecIds: [],
          ids: { openstates: `ocd-person/${l.id}` },
          source: noteFor(map, 'openstates', 'Open States'),
        };
      }
      const federal = await c.members.findOne({ _id: id });
      if (!federal) return null;
      const m = record(federal);
      const { votes } = await federalVotes();
      return {
        id: m.id,
        level: 'federal',
        name: m.name,
        role: m.chamber === 'senate' ? 'U.S. Senator' : 'U.S. Representative',
        party: m.party,
        chamber: m.chamber,
        district: m.district,
        email: null,
        photoUrl: null,
        website: m.website,
        contactForm: m.contactForm,
        offices: [
          { label: 'Washington office', address: m.address ?? m.office, phone: m.phone },
          ...m.districtOffices.map((o) => ({ label: `District office${o.city ? `, ${o.city}` : ''}`, address: [o.address, o.city ? `${o.city}, MI ${o.zip ?? ''}`.trim() : null].filter(Boolean).join(', ') || null, phone: o.phone })),
        ],
        committees: m.committees.map((a) => ({ id: a.committeeId, name: a.parent ? `${a.parent}: ${a.name}` : a.name, role: a.title })),
        sponsoredBills: [],
        recentVotes: memberVotes(m, votes).map((v) => ({ billId: null, bill: v.bill, motion: 'On passage', date: v.date, vote: v.vote, result: null, source: DEMO_NOTE })),
        mentions: await articleMentions(docs, [m.name, `${m.firstName} ${m.lastName}`]),
        social: m.social,
        fecIds: m.fecIds,
        ids: { bioguide: m.id, ...(m.govtrackId !== null ? { govtrack: String(m.govtrackId) } : {}) },
        source: noteFor(map, 'congress-legislators', 'congress-legislators'),
      };
    },

    async isEmpty(): Promise<boolean> {
      return (await c.legislators.count({})) === 0 && (await c.members.count({})) === 0;
    },
  };
}
export type CivicQueries = ReturnType<typeof civicQueries>;

const chamberName = (chamber: string): string => ({ house: 'House', senate: 'Senate', joint: 'Joint' })[chamber] ?? '';
const officeLabel = (kind: string): string => ({ capitol: 'Capitol office', 'capitol-mail': 'Mailing address', district: 'District office' })[kind] ?? kind;

/** Senators first (senior before junior), then representatives by district. */
function sortMembers<T extends CongressMemberRecord>(list: T[]): T[] {
  return [...list].sort((a, b) => {
    if (a.chamber !== b.chamber) return a.chamber === 'senate' ? -1 : 1;
    if (a.chamber === 'senate') return (a.stateRank === 'senior' ? 0 : 1) - (b.stateRank === 'senior' ? 0 : 1) || a.lastName.localeCompare(b.lastName);
    return Number(a.district) - Number(b.district);
  });
}

/** Full committees first, by rank (leaders first), then subcommittees. */
function topCommittees(m: CongressMemberRecord) {
  return [...m.committees].sort((a, b) => Number(a.parent !== null) - Number(b.parent !== null) || (a.rank ?? 99) - (b.rank ?? 99) || a.name.localeCompare(b.name));
}

/** What a member works on, from their committees (congress-legislators): the subjects of their full committees. */
function keyIssuesOf(m: CongressMemberRecord): string[] {
  return [...new Set(topCommittees(m).filter((a) => a.parent === null).map((a) => subjectOf(a.name)))].slice(0, 3);
}
