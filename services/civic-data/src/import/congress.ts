import { CongressMemberRecord, type CongressCommitteeAssignment } from '@mitics/contracts';
import { z } from 'zod';
import { readYaml, refusalFromIssues, type Refusal } from './refusal.ts';

/**
 * unitedstates/congress-legislators: the national files, filtered to members
 * whose current (last) term is in Michigan.
 */

const text = z.string().trim().min(1);
const date = z.union([z.iso.date(), z.date().transform((d) => d.toISOString().slice(0, 10))]);

const RawTerm = z.object({
  type: z.enum(['sen', 'rep']),
  start: date,
  end: date,
  state: z.string().length(2),
  district: z.number().int().nonnegative().optional(),
  party: text,
  url: z.string().optional(),
  address: z.string().optional(),
  phone: z.string().optional(),
  office: z.string().optional(),
  contact_form: z.string().optional(),
  state_rank: z.string().optional(),
});

const RawLegislator = z.object({
  id: z.object({
    bioguide: z.string().regex(/^[A-Z]\d{6}$/, 'must be a bioguide id'),
    fec: z.array(z.string()).optional(),
    govtrack: z.number().int().optional(),
  }),
  name: z.object({ first: text, last: text, official_full: z.string().optional() }),
  terms: z.array(RawTerm).min(1),
});

const RawCommittee = z.object({
  thomas_id: text,
  name: text,
  subcommittees: z.array(z.object({ thomas_id: text, name: text })).optional(),
});

const RawMembership = z.record(
  z.string(),
  z.array(z.object({ bioguide: z.string().optional(), title: z.string().optional(), rank: z.number().int().optional() })),
);

const scalar = z.union([z.string(), z.number().transform(String)]).optional();
const RawOffices = z.object({
  id: z.object({ bioguide: text }),
  offices: z
    .array(z.object({ address: scalar, suite: scalar, building: scalar, city: scalar, zip: scalar, phone: scalar }))
    .optional(),
});

const RawSocial = z.array(z.object({ id: z.object({ bioguide: text }), social: z.record(z.string(), z.union([z.string(), z.number()])).optional() }));

const PARTY: Record<string, CongressMemberRecord['party']> = { Democrat: 'Democratic', Democratic: 'Democratic', Republican: 'Republican', Independent: 'Independent' };

export interface CongressFiles {
  legislators: string;
  committees: string;
  membership: string;
  offices: string;
  social: string;
}

export interface CongressParse {
  members: CongressMemberRecord[];
  refused: Refusal[];
}

const NAMES = {
  legislators: 'congress-legislators/legislators-current.yaml',
  committees: 'congress-legislators/committees-current.yaml',
  membership: 'congress-legislators/committee-membership-current.yaml',
  offices: 'congress-legislators/legislators-district-offices.yaml',
  social: 'congress-legislators/legislators-social-media.yaml',
} as const;

/** Michigan's members of Congress with their committees, district offices and official social accounts. */
export function parseCongress(files: CongressFiles, state = 'MI'): CongressParse {
  const refused: Refusal[] = [];
  const legislators = readYaml(NAMES.legislators, files.legislators);
  if ('file' in legislators) return { members: [], refused: [legislators] };
  if (!Array.isArray(legislators.value)) return { members: [], refused: [{ file: NAMES.legislators, line: 1, field: null, message: 'must be a list of legislators' }] };

  const michigan = new Set<string>();
  for (const item of legislators.value as unknown[]) {
    const entry = item as { id?: { bioguide?: unknown }; terms?: Array<{ state?: unknown }> } | null;
    const terms = entry?.terms;
    if (Array.isArray(terms) && terms[terms.length - 1]?.state === state && typeof entry?.id?.bioguide === 'string') michigan.add(entry.id.bioguide);
  }

  // Committee names by thomas id, subcommittees as parent id + their own id.
  const committeeNames = new Map<string, { name: string; parent: string | null }>();
  const committees = readYaml(NAMES.committees, files.committees);
  if ('file' in committees) refused.push(committees);
  else {
    const list = z.array(z.unknown()).safeParse(committees.value);
    (list.success ? list.data : []).forEach((item, index) => {
      const parsed = RawCommittee.safeParse(item);
      if (!parsed.success) return void refused.push(refusalFromIssues(NAMES.committees, parsed.error, committees.lineOf, [index]));
      const c = parsed.data;
      committeeNames.set(c.thomas_id, { name: c.name, parent: null });
      for (const sub of c.subcommittees ?? []) committeeNames.set(`${c.thomas_id}${sub.thomas_id}`, { name: sub.name, parent: c.name });
    });
  }

  const assignments = new Map<string, CongressCommitteeAssignment[]>();
  const membership = readYaml(NAMES.membership, files.membership);
  if ('file' in membership) refused.push(membership);
  else {
    const parsed = RawMembership.safeParse(membership.value);
    if (!parsed.success) refused.push(refusalFromIssues(NAMES.membership, parsed.error, membership.lineOf));
    else {
      for (const [committeeId, list] of Object.entries(parsed.data)) {
        const named = committeeNames.get(committeeId);
        if (!named) continue;
        for (const m of list) {
          if (!m.bioguide) continue;
          const entry = { committeeId, name: named.name, parent: named.parent, title: m.title ?? null, rank: m.rank ?? null };
          assignments.set(m.bioguide, [...(assignments.get(m.bioguide) ?? []), entry]);
        }
      }
    }
  }

  const offices = new Map<string, CongressMemberRecord['districtOffices']>();
  const officeFile = readYaml(NAMES.offices, files.offices);
  if ('file' in officeFile) refused.push(officeFile);
  else {
    const list = Array.isArray(officeFile.value) ? (officeFile.value as unknown[]) : [];
    list.forEach((item, index) => {
      // Only Michigan members' entries matter; a defect elsewhere is not ours to refuse.
      const bioguide = (item as { id?: { bioguide?: unknown } } | null)?.id?.bioguide;
      if (typeof bioguide !== 'string' || !michigan.has(bioguide)) return;
      const parsed = RawOffices.safeParse(item);
      if (!parsed.success) return void refused.push(refusalFromIssues(NAMES.offices, parsed.error, officeFile.lineOf, [index]));
      const entry = parsed.data;
      offices.set(
          entry.id.bioguide,
          (entry.offices ?? []).map((o) => ({
            address: [o.building, o.address, o.suite].filter(Boolean).join(', ') || null,
            city: o.city ?? null,
            zip: o.zip ?? null,
            phone: o.phone ?? null,
          })),
      );
    });
  }

  const social = new Map<string, Record<string, string>>();
  const socialFile = readYaml(NAMES.social, files.social);
  if ('file' in socialFile) refused.push(socialFile);
  else {
    const parsed = RawSocial.safeParse(socialFile.value);
    if (!parsed.success) refused.push(refusalFromIssues(NAMES.social, parsed.error, socialFile.lineOf));
    else
      for (const entry of parsed.data) {
        const accounts = Object.entries(entry.social ?? {})
          .filter(([k]) => !k.endsWith('_id'))
          .map(([k, v]) => [k, String(v)] as const);
        social.set(entry.id.bioguide, Object.fromEntries(accounts));
      }
  }

  const members: CongressMemberRecord[] = [];
  legislators.value.forEach((item: unknown, index: number) => {
    // Only Michigan's are checked in full: a defect in another state's entry is not ours to refuse.
    const terms = (item as { terms?: Array<{ state?: unknown }> } | null)?.terms;
    const last = Array.isArray(terms) ? terms[terms.length - 1] : undefined;
    if (last?.state !== state) return;
    const parsed = RawLegislator.safeParse(item);
    if (!parsed.success) return void refused.push(refusalFromIssues(NAMES.legislators, parsed.error, legislators.lineOf, [index]));
    const raw = parsed.data;
    const term = raw.terms[raw.terms.length - 1] as z.infer<typeof RawTerm>;
    const party = PARTY[term.party];
    if (!party) {
      return void refused.push({ file: NAMES.legislators, line: legislators.lineOf([index, 'terms', raw.terms.length - 1, 'party']), field: `${index}.terms.party`, message: `unknown party '${term.party}'` });
    }
    const bioguide = raw.id.bioguide;
    const record = {
      id: bioguide,
      name: raw.name.official_full ?? `${raw.name.first} ${raw.name.last}`,
      firstName: raw.name.first,
      lastName: raw.name.last,
      chamber: term.type === 'sen' ? 'senate' : 'house',
      district: term.type === 'rep' && term.district !== undefined ? String(term.district) : null,
      party,
      termStart: term.start,
      termEnd: term.end,
      stateRank: term.state_rank ?? null,
      phone: term.phone ?? null,
      office: term.office ?? null,
      address: term.address ?? null,
      website: term.url ?? null,
      contactForm: term.contact_form ?? null,
      fecIds: raw.id.fec ?? [],
      govtrackId: raw.id.govtrack ?? null,
      committees: (assignments.get(bioguide) ?? []).sort((a, b) => a.committeeId.localeCompare(b.committeeId)),
      districtOffices: offices.get(bioguide) ?? [],
      social: social.get(bioguide) ?? {},
    };
    const checked = CongressMemberRecord.safeParse(record);
    if (!checked.success) return void refused.push(refusalFromIssues(NAMES.legislators, checked.error, () => legislators.lineOf([index])));
    members.push(checked.data);
  });
  members.sort((a, b) => (a.chamber === b.chamber ? Number(a.district ?? 0) - Number(b.district ?? 0) || a.lastName.localeCompare(b.lastName) : a.chamber === 'senate' ? -1 : 1));
  return { members, refused };
}
