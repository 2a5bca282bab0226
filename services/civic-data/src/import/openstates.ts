import { StateCommitteeRecord, StateLegislatorRecord, type OfficeRecord } from '@mitics/contracts';
import { z } from 'zod';
import { readYaml, refusalFromIssues, type Refusal } from './refusal.ts';

/**
 * Open States people YAML (the person and committee schema of
 * openstates/people): one document per legislator or committee.
 */

const text = z.string().trim().min(1);
const date = z.union([z.iso.date(), z.date().transform((d) => d.toISOString().slice(0, 10))]);
const ocdPerson = z.string().regex(/^ocd-person\/[0-9a-f-]{36}$/, 'must be an ocd-person/<uuid> id');

const RawRole = z.object({
  type: z.string(),
  district: z.union([text, z.number().int().transform(String)]).optional(),
  start_date: date.optional(),
  end_date: date.optional(),
});

export const RawPerson = z.object({
  id: ocdPerson,
  name: text,
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  email: z.string().optional(),
  image: z.string().optional(),
  party: z.array(z.object({ name: text, end_date: date.optional() })).min(1, 'must name a party'),
  roles: z.array(RawRole).min(1, 'must list at least one role'),
  offices: z
    .array(z.object({ classification: text, address: z.string().optional(), voice: z.string().optional(), fax: z.string().optional() }))
    .optional(),
  // Open States files carry the odd empty link (url: ''): dropped, not refused.
  links: z.array(z.object({ url: z.string(), note: z.string().optional() })).optional(),
  other_names: z.array(z.object({ name: text })).optional(),
});

const RawCommittee = z.object({
  id: z.string().regex(/^ocd-organization\/[0-9a-f-]{36}$/, 'must be an ocd-organization/<uuid> id'),
  name: text,
  chamber: z.enum(['lower', 'upper', 'legislature']),
  parent: z.string().optional(),
  links: z.array(z.object({ url: text, note: z.string().optional() })).optional(),
  members: z.array(z.object({ name: text, role: z.string().default('member'), person_id: ocdPerson.optional() })),
});

const uuidOf = (ocdId: string): string => ocdId.slice(ocdId.indexOf('/') + 1);
const CHAMBERS = { lower: 'house', upper: 'senate' } as const;

/**
 * One legislator file. Files under legislature/ are the sitting legislators
 * (Open States moves former ones to retired/); the current role is the one
 * with no end date, else the one ending last (a term recorded with its
 * scheduled end). A person with no legislative role gives null.
 */
export function parseLegislatorFile(file: string, source: string): StateLegislatorRecord | Refusal | null {
  const yaml = readYaml(file, source);
  if ('file' in yaml) return yaml;
  const parsed = RawPerson.safeParse(yaml.value);
  if (!parsed.success) return refusalFromIssues(file, parsed.error, yaml.lineOf);
  const raw = parsed.data;
  const legislative = raw.roles.map((r, index) => ({ r, index })).filter(({ r }) => r.type === 'lower' || r.type === 'upper');
  const current =
    legislative.find(({ r }) => !r.end_date) ?? [...legislative].sort((a, b) => (b.r.end_date ?? '').localeCompare(a.r.end_date ?? ''))[0];
  const roleIndex = current?.index ?? -1;
  const role = current?.r;
  if (!role) return null;
  if (!role.district) return { file, line: yaml.lineOf(['roles', roleIndex]), field: `roles.${roleIndex}.district`, message: 'the current role has no district' };
  const party = raw.party.find((p) => !p.end_date) ?? raw.party[raw.party.length - 1];
  const offices: OfficeRecord[] = (raw.offices ?? []).map((o) => ({
    kind: o.classification,
    address: o.address?.replace(/\s+/g, ' ').trim() || null,
    phone: o.voice?.trim() || null,
    fax: o.fax?.trim() || null,
  }));
  const record = {
    id: uuidOf(raw.id),
    name: raw.name,
    givenName: raw.given_name ?? null,
    familyName: raw.family_name ?? null,
    party: party?.name ?? 'Unknown',
    chamber: CHAMBERS[role.type as 'lower' | 'upper'],
    district: role.district.replace(/^0+(?=\d)/, ''),
    email: raw.email?.trim() || null,
    image: raw.image?.trim() || null,
    offices,
    links: (raw.links ?? []).filter((l) => l.url.trim() !== '').map((l) => ({ url: l.url.trim(), note: l.note ?? null })),
    otherNames: (raw.other_names ?? []).map((n) => n.name),
    termStart: role.start_date ?? null,
  };
  const checked = StateLegislatorRecord.safeParse(record);
  return checked.success ? checked.data : refusalFromIssues(file, checked.error, () => null);
}

const COMMITTEE_CHAMBERS = { lower: 'house', upper: 'senate', legislature: 'joint' } as const;

export function parseCommitteeFile(file: string, source: string): StateCommitteeRecord | Refusal {
  const yaml = readYaml(file, source);
  if ('file' in yaml) return yaml;
  const parsed = RawCommittee.safeParse(yaml.value);
  if (!parsed.success) return refusalFromIssues(file, parsed.error, yaml.lineOf);
  const raw = parsed.data;
  const homepage = raw.links?.find((l) => l.note === 'homepage') ?? raw.links?.[0];
  return {
    id: uuidOf(raw.id),
    name: raw.name,
    chamber: COMMITTEE_CHAMBERS[raw.chamber],
    parent: raw.parent ? uuidOf(raw.parent) : null,
    url: homepage?.url ?? null,
    members: raw.members.map((m) => ({ name: m.name, role: m.role, legislatorId: m.person_id ? uuidOf(m.person_id) : null })),
  };
}
