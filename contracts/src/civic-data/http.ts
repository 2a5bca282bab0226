import { z } from 'zod';
import { IsoDateTime } from '../shared/ids.ts';
import { Bill, BillStatus, Chamber, Legislator, SourceNote } from './entities.ts';
import { UpcomingVoteRecord } from './records.ts';

/** GET /api/legislature/bills (reader §7): status and chamber omitted for 'all'. */
export const BillListQuery = z.object({
  search: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  status: BillStatus.optional(),
  chamber: Chamber.optional(),
});
export type BillListQuery = z.infer<typeof BillListQuery>;

const coordinate = (min: number, max: number, name: string) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,10})?$/, `${name} must be a decimal number`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`));

/**
 * GET /api/legislature/find-legislators: an address or ZIP (reader §7), or a
 * point from "use my location" (lat and lon together).
 */
export const FindLegislatorsQuery = z
  .object({
    address: z.string().trim().max(300, 'address must be at most 300 characters').optional(),
    lat: coordinate(-90, 90, 'lat').optional(),
    lon: coordinate(-180, 180, 'lon').optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lon === undefined), { message: 'lat and lon go together', path: ['lat'] })
  .refine((q) => q.lat !== undefined || (q.address !== undefined && q.address.length > 0), {
    message: 'address is required (an address or a ZIP code), or lat and lon',
    path: ['address'],
  });
export type FindLegislatorsQuery = z.infer<typeof FindLegislatorsQuery>;

/** How the lookup placed its input. */
export const LookupPlacement = z.object({
  kind: z.enum(['address', 'zip', 'point']),
  /** The geocoder's matched address, the ZIP, or the point as text. */
  label: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  /** State House, state Senate and congressional district numbers found (null when not placed in one). */
  districts: z.object({ house: z.string().nullable(), senate: z.string().nullable(), congress: z.array(z.string()) }),
});
export type LookupPlacement = z.infer<typeof LookupPlacement>;

/** The answer of find-legislators: `legislators` as the spec reads it, plus how the input was placed. */
export const FindLegislatorsResult = z.object({
  legislators: z.array(Legislator),
  placement: LookupPlacement.nullable(),
  /** Set when the input could not be placed, in words for the reader. */
  message: z.string().nullable(),
  sources: z.array(SourceNote),
});
export type FindLegislatorsResult = z.infer<typeof FindLegislatorsResult>;

export const CommitteeSummary = z.object({
  id: z.string(),
  name: z.string(),
  chamber: z.enum(['house', 'senate', 'joint']),
  chair: z.string().nullable(),
  memberCount: z.number().int().nonnegative(),
  url: z.string().nullable(),
  source: SourceNote,
});
export type CommitteeSummary = z.infer<typeof CommitteeSummary>;

export const UpcomingVote = UpcomingVoteRecord.extend({ source: SourceNote });
export type UpcomingVote = z.infer<typeof UpcomingVote>;

export const ProfileOffice = z.object({ label: z.string(), address: z.string().nullable(), phone: z.string().nullable() });
export const ProfileCommittee = z.object({ id: z.string().nullable(), name: z.string(), role: z.string().nullable() });
export const ProfileVote = z.object({
  billId: z.string().nullable(),
  bill: z.string(),
  motion: z.string(),
  date: z.string(),
  vote: z.string(),
  result: z.string().nullable(),
  source: SourceNote,
});
export const ProfileMention = z.object({ articleId: z.string(), slug: z.string(), title: z.string(), publishedAt: IsoDateTime.nullable() });
export type ProfileMention = z.infer<typeof ProfileMention>;

/** GET /api/legislators/{id}: one state legislator or member of Congress on one page. */
export const LegislatorProfile = z.object({
  id: z.string(),
  level: z.enum(['state', 'federal']),
  name: z.string(),
  role: z.string(),
  party: z.string(),
  chamber: Chamber,
  district: z.string().nullable(),
  email: z.string().nullable(),
  photoUrl: z.string().nullable(),
  website: z.string().nullable(),
  contactForm: z.string().nullable(),
  offices: z.array(ProfileOffice),
  committees: z.array(ProfileCommittee),
  sponsoredBills: z.array(Bill),
  recentVotes: z.array(ProfileVote),
  mentions: z.array(ProfileMention),
  social: z.record(z.string(), z.string()),
  /** FEC candidate ids (members of Congress), for the campaign-finance panel. */
  fecIds: z.array(z.string()),
  /** Other ids: bioguide, govtrack, openstates. */
  ids: z.record(z.string(), z.string()),
  source: SourceNote,
});
export type LegislatorProfile = z.infer<typeof LegislatorProfile>;

