import { z } from 'zod';
import { BillStatus, Chamber, FederalIssue, Party } from './entities.ts';

/**
 * The civic-data service's records as its importers and adapters produce them
 * and its events carry them. Facts only: every field comes from a public
 * record (Open States, congress-legislators, Census TIGER, the ZCTA
 * crosswalk, the Open States API) or, for `source: 'demo'`, from the labelled
 * demo set.
 */

const nullableText = z.string().nullable();

/** The datasets the civic facts come from. */
export const CivicSourceKey = z.enum(['openstates', 'congress-legislators', 'tiger-districts', 'zcta-crosswalk', 'openstates-api', 'demo']);
export type CivicSourceKey = z.infer<typeof CivicSourceKey>;

/** A dataset's provenance: the public repository and commit it was taken from, and the snapshot date. */
export const SourceProvenance = z.object({
  key: CivicSourceKey,
  name: z.string().min(1),
  repository: nullableText,
  commit: nullableText,
  date: z.iso.date().nullable(),
});
export type SourceProvenance = z.infer<typeof SourceProvenance>;

export const OfficeRecord = z.object({
  /** Open States office classification (capitol, district, capitol-mail) or 'district' for congressional district offices. */
  kind: z.string(),
  address: nullableText,
  phone: nullableText,
  fax: nullableText,
});
export type OfficeRecord = z.infer<typeof OfficeRecord>;

export const LinkRecord = z.object({ url: z.string(), note: nullableText });

/** A Michigan state legislator (Open States person with a current lower/upper role). */
export const StateLegislatorRecord = z.object({
  /** The Open States person UUID (without `ocd-person/`): the profile id. */
  id: z.string().min(1),
  name: z.string().min(1),
  givenName: nullableText,
  familyName: nullableText,
  party: z.string().min(1),
  chamber: Chamber,
  /** Not zero-padded, as Open States writes it ('77'). */
  district: z.string().min(1),
  email: nullableText,
  image: nullableText,
  offices: z.array(OfficeRecord),
  links: z.array(LinkRecord),
  /** Other spellings from Open States (`Dievendorf, E.`), used to match sponsors and voters. */
  otherNames: z.array(z.string()),
  termStart: z.iso.date().nullable(),
});
export type StateLegislatorRecord = z.infer<typeof StateLegislatorRecord>;

export const CommitteeMemberRecord = z.object({ name: z.string(), role: z.string(), legislatorId: nullableText });

/** A Michigan House, Senate or joint committee with its members. */
export const StateCommitteeRecord = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  chamber: z.enum(['house', 'senate', 'joint']),
  parent: nullableText,
  url: nullableText,
  members: z.array(CommitteeMemberRecord),
});
export type StateCommitteeRecord = z.infer<typeof StateCommitteeRecord>;

export const CongressCommitteeAssignment = z.object({
  /** congress-legislators thomas id, e.g. SSAF or HSAG15 for a subcommittee. */
  committeeId: z.string(),
  name: z.string(),
  /** The parent committee's name for a subcommittee. */
  parent: nullableText,
  title: nullableText,
  rank: z.number().int().nullable(),
});
export type CongressCommitteeAssignment = z.infer<typeof CongressCommitteeAssignment>;

export const DistrictOfficeRecord = z.object({
  address: nullableText,
  city: nullableText,
  zip: nullableText,
  phone: nullableText,
});

/** A member of Congress from Michigan (congress-legislators, current term in MI). */
export const CongressMemberRecord = z.object({
  /** The bioguide id: the profile id. */
  id: z.string().regex(/^[A-Z]\d{6}$/, 'must be a bioguide id such as P000595'),
  name: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  chamber: Chamber,
  /** Congressional district number as text ('7'); null for senators. */
  district: nullableText,
  party: Party,
  termStart: z.iso.date(),
  termEnd: z.iso.date(),
  stateRank: nullableText,
  phone: nullableText,
  office: nullableText,
  address: nullableText,
  website: nullableText,
  contactForm: nullableText,
  /** FEC candidate ids, for the campaign-finance panel. */
  fecIds: z.array(z.string()),
  govtrackId: z.number().int().nullable(),
  committees: z.array(CongressCommitteeAssignment),
  districtOffices: z.array(DistrictOfficeRecord),
  social: z.record(z.string(), z.string()),
});
export type CongressMemberRecord = z.infer<typeof CongressMemberRecord>;

export const DistrictLevel = z.enum(['house', 'senate', 'congress']);
export type DistrictLevel = z.infer<typeof DistrictLevel>;

/** One district's boundary, simplified for lookup: a closed ring of [lon, lat] pairs, flattened. */
export const DistrictRecord = z.object({
  /** `<level>-<number>`, e.g. house-77, congress-7. */
  id: z.string().regex(/^(house|senate|congress)-\d{1,3}$/),
  level: DistrictLevel,
  /** Not zero-padded ('7'). */
  number: z.string().regex(/^\d{1,3}$/),
  name: z.string(),
  geoid: z.string(),
  /** lon, lat, lon, lat, ... (5 decimals); first point repeated last. */
  ring: z.array(z.number()).min(8),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});
export type DistrictRecord = z.infer<typeof DistrictRecord>;

/** A Michigan ZCTA and the congressional district(s) it falls in. */
export const ZipDistricts = z.object({
  zip: z.string().regex(/^\d{5}$/),
  districts: z.array(z.string().regex(/^\d{1,2}$/)).min(1),
});
export type ZipDistricts = z.infer<typeof ZipDistricts>;

export const BillSponsor = z.object({ name: z.string(), legislatorId: nullableText, primary: z.boolean() });
export const BillAction = z.object({ date: z.string(), description: z.string(), chamber: Chamber.nullable(), classification: z.array(z.string()) });
export const VoteOption = z.enum(['yes', 'no', 'other']);
export const VotePosition = z.object({ name: z.string(), legislatorId: nullableText, option: VoteOption });
export const RollCall = z.object({
  id: z.string(),
  date: z.string(),
  motion: z.string(),
  chamber: Chamber,
  result: z.enum(['pass', 'fail']),
  counts: z.object({ yes: z.number().int().nonnegative(), no: z.number().int().nonnegative(), other: z.number().int().nonnegative() }),
  positions: z.array(VotePosition),
});
export type RollCall = z.infer<typeof RollCall>;

/** A Michigan bill with its sponsors, actions and roll-call votes (Open States API v3, or the demo set). */
export const BillRecord = z.object({
  id: z.string().min(1),
  identifier: z.string().min(1),
  session: z.string(),
  chamber: Chamber,
  status: BillStatus,
  title: z.string(),
  summary: z.string(),
  subjects: z.array(z.string()),
  sponsors: z.array(BillSponsor),
  actions: z.array(BillAction),
  votes: z.array(RollCall),
  lastAction: z.string(),
  lastActionDate: z.string(),
  url: nullableText,
  source: z.enum(['openstates-api', 'demo']),
});
export type BillRecord = z.infer<typeof BillRecord>;

export const SessionStatusRecord = z.object({
  isInSession: z.boolean(),
  nextSessionDate: nullableText,
  nextSessionTime: nullableText,
  billsPassedThisYear: z.number().int().nonnegative(),
  historicalAverage: z.number().nonnegative(),
  source: z.enum(['openstates-api', 'demo']),
});
export type SessionStatusRecord = z.infer<typeof SessionStatusRecord>;

export const UpcomingVoteRecord = z.object({
  billId: z.string(),
  billNumber: z.string(),
  chamber: Chamber,
  date: z.iso.date(),
  time: nullableText,
  description: z.string(),
});
export type UpcomingVoteRecord = z.infer<typeof UpcomingVoteRecord>;

/** A roll call in Congress with how each Michigan member voted (bioguide id to 'Yes', 'No' or 'Not Voting'). */
export const FederalRollCall = z.object({
  id: z.string(),
  bill: z.string(),
  chamber: Chamber,
  date: z.iso.date(),
  positions: z.record(z.string(), z.string()),
});
export type FederalRollCall = z.infer<typeof FederalRollCall>;

export const FederalIssuesRecord = z.object({ issues: z.array(FederalIssue.omit({ source: true })), source: z.enum(['demo']) });
export const FederalVotesRecord = z.object({ votes: z.array(FederalRollCall), source: z.enum(['demo']) });
export const UpcomingVotesRecord = z.object({ votes: z.array(UpcomingVoteRecord), source: z.enum(['openstates-api', 'demo']) });
