import { z } from 'zod';
import { IsoDateTime } from '../shared/ids.ts';

export const Party = z.enum(['Democratic', 'Republican', 'Independent']);

/**
 * Where a civic fact comes from, as the screens print it: "Source: Open
 * States, 2026-08-05". `demo` marks invented data, shown as "Demo data".
 */
export const SourceNote = z.object({
  key: z.string(),
  name: z.string(),
  /** The source snapshot's date (YYYY-MM-DD), null when unknown. */
  date: z.iso.date().nullable(),
  demo: z.boolean(),
});
export type SourceNote = z.infer<typeof SourceNote>;

/** A member of Michigan's delegation as the home page lists it (reader §3). */
export const Representative = z.object({
  /** The member's profile id (/legislators/{id}); absent in the built-in fallback. */
  id: z.string().optional(),
  name: z.string(),
  title: z.string(),
  party: Party,
  district: z.string().optional(),
  keyIssues: z.array(z.string()),
  recentVotes: z.array(z.string()),
  nextTownHall: z.string().optional(),
  source: SourceNote.optional(),
  /** Where recentVotes come from (demo roll calls are labelled). */
  votesSource: SourceNote.optional(),
});
export type Representative = z.infer<typeof Representative>;

export const FederalIssue = z.object({
  title: z.string(),
  description: z.string(),
  status: z.string(),
  impact: z.string(),
  source: SourceNote.optional(),
});
export type FederalIssue = z.infer<typeof FederalIssue>;

export const CongressVote = z.object({ bill: z.string(), vote: z.string(), date: z.string() });
export type CongressVote = z.infer<typeof CongressVote>;

/** A member as the representatives page shows them (reader §3). */
export const CongressMember = z.object({
  id: z.string().optional(),
  name: z.string(),
  title: z.string(),
  party: Party,
  district: z.string().optional(),
  email: z.string().optional(),
  phone: z.string(),
  office: z.string(),
  website: z.url().optional(),
  keyIssues: z.array(z.string()),
  recentVotes: z.array(CongressVote),
  committees: z.array(z.string()),
  chamber: z.enum(['senate', 'house']).optional(),
  source: SourceNote.optional(),
  votesSource: SourceNote.optional(),
});
export type CongressMember = z.infer<typeof CongressMember>;

export const LegislatureSession = z.object({
  isInSession: z.boolean(),
  nextSessionDate: z.string().nullable(),
  nextSessionTime: z.string().nullable(),
  billsPassedThisYear: z.number().int().nonnegative().optional(),
  historicalAverage: z.number().nonnegative().optional(),
  source: SourceNote.optional(),
});
export type LegislatureSession = z.infer<typeof LegislatureSession>;

export const BillStatus = z.enum(['introduced', 'committee', 'passed_house', 'passed_senate', 'signed', 'vetoed']);
export type BillStatus = z.infer<typeof BillStatus>;
export const Chamber = z.enum(['house', 'senate']);
export type Chamber = z.infer<typeof Chamber>;

export const Bill = z.object({
  id: z.string(),
  billNumber: z.string(),
  /** The session version of the tracker calls billNumber 'number' (reader §3). */
  number: z.string().optional(),
  chamber: Chamber,
  status: BillStatus,
  title: z.string(),
  summary: z.string(),
  sponsor: z.string(),
  /** The sponsor's profile id when the sponsor is a known legislator. */
  sponsorId: z.string().nullable().optional(),
  lastActionDate: IsoDateTime.or(z.iso.date()),
  lastAction: z.string(),
  tags: z.array(z.string()),
  url: z.string().nullable().optional(),
  source: SourceNote.optional(),
});
export type Bill = z.infer<typeof Bill>;

export const Legislator = z.object({
  id: z.string(),
  name: z.string(),
  party: z.string(),
  chamber: Chamber,
  district: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  office: z.string().optional(),
  /** 'state' (Michigan Legislature) or 'federal' (Congress); absent means state. */
  level: z.enum(['state', 'federal']).optional(),
  /** 'State Representative', 'State Senator', 'U.S. Representative', 'U.S. Senator'. */
  role: z.string().optional(),
  photoUrl: z.string().nullable().optional(),
  website: z.string().nullable().optional(),
  source: SourceNote.optional(),
});
export type Legislator = z.infer<typeof Legislator>;
