import { z } from 'zod';
import { IsoDateTime } from '../shared/ids.ts';

export const Party = z.enum(['Democratic', 'Republican', 'Independent']);

/** A member of Michigan's delegation as the home page lists it (reader §3). */
export const Representative = z.object({
  name: z.string(),
  title: z.string(),
  party: Party,
  district: z.string().optional(),
  keyIssues: z.array(z.string()),
  recentVotes: z.array(z.string()),
  nextTownHall: z.string().optional(),
});
export type Representative = z.infer<typeof Representative>;

export const FederalIssue = z.object({
  title: z.string(),
  description: z.string(),
  status: z.string(),
  impact: z.string(),
});
export type FederalIssue = z.infer<typeof FederalIssue>;

export const CongressVote = z.object({ bill: z.string(), vote: z.string(), date: z.string() });

/** A member as the representatives page shows them (reader §3). */
export const CongressMember = z.object({
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
});
export type CongressMember = z.infer<typeof CongressMember>;

export const LegislatureSession = z.object({
  isInSession: z.boolean(),
  nextSessionDate: z.string().nullable(),
  nextSessionTime: z.string().nullable(),
  billsPassedThisYear: z.number().int().nonnegative().optional(),
  historicalAverage: z.number().nonnegative().optional(),
});
export type LegislatureSession = z.infer<typeof LegislatureSession>;

export const BillStatus = z.enum(['introduced', 'committee', 'passed_house', 'passed_senate', 'signed', 'vetoed']);
export type BillStatus = z.infer<typeof BillStatus>;
export const Chamber = z.enum(['house', 'senate']);
export type Chamber = z.infer<typeof Chamber>;

export const Bill = z.object({
  id: z.string(),
  billNumber: z.string(),
  chamber: Chamber,
  status: BillStatus,
  title: z.string(),
  summary: z.string(),
  sponsor: z.string(),
  lastActionDate: IsoDateTime.or(z.iso.date()),
  lastAction: z.string(),
  tags: z.array(z.string()),
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
});
export type Legislator = z.infer<typeof Legislator>;
