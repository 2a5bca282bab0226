import type { Candidate, CandidateDetail, Contribution, Donor, FinanceSource } from '@mitics/contracts';

import { shortDate as shortDay, utcParts } from '../../../lib/intl';
import { formatCount } from '../../../lib/numbers';

type DonorType = Donor['type'];

export type Tone = 'michigan' | 'federal' | 'breaking' | 'green' | 'yellow' | 'neutral' | 'outline';

/** The spec's money format: $1.2M, $450K, $900 (negative amounts keep their sign). */
export function formatMoney(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  if (abs >= 1_000_000) return `${sign}$${(abs / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${sign}$${Math.round(abs / 1_000)}K`;
  return `${sign}$${formatCount(Math.round(abs))}`;
}

/** Exact dollars for a single contribution: $1,250 or $25.50. */
export { formatDollars } from '../../../lib/numbers';

export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}

/** The FEC's large-contribution line: $1,000 and over are labelled $1,000+. */
export const LARGE_CONTRIBUTION = 1000;
export const isLarge = (amount: number): boolean => amount >= LARGE_CONTRIBUTION;

/** Party badge: Democrat blue, anything else red (reader §2). */
export function partyTone(party: string): Tone {
  return /^dem/i.test(party.trim()) ? 'michigan' : 'breaking';
}

/** Donor type badges: union, corporation and pac have their own colours, the rest grey. */
export const DONOR_TONE: Record<DonorType, Tone> = {
  union: 'green',
  corporation: 'federal',
  pac: 'yellow',
  individual: 'neutral',
  party: 'neutral',
  other: 'neutral',
};

export const DONOR_LABEL: Record<DonorType, string> = {
  union: 'Union',
  corporation: 'Corporation',
  pac: 'PAC',
  individual: 'Individual',
  party: 'Party',
  other: 'Other',
};

const norm = (text: string) => text.trim().toLowerCase();

/** The Candidates tab's filter: the text in the name or the office, case-insensitive. */
export function filterCandidates(candidates: readonly Candidate[], query: string): Candidate[] {
  const q = norm(query);
  if (!q) return [...candidates];
  return candidates.filter((c) => c.name.toLowerCase().includes(q) || c.office.toLowerCase().includes(q));
}

/** The Top Donors tab's filter: the text in the name or the type (its label too: 'PAC', 'Corporation'). */
export function filterDonors(donors: readonly Donor[], query: string): Donor[] {
  const q = norm(query);
  if (!q) return [...donors];
  return donors.filter((d) => d.name.toLowerCase().includes(q) || d.type.includes(q) || DONOR_LABEL[d.type].toLowerCase().includes(q));
}

/** In-state and out-of-state shares of a candidate's itemized money, in whole percent; null when nothing is itemized. */
export function stateShares(detail: Pick<CandidateDetail, 'inStateTotal' | 'outOfStateTotal'>): { inState: number; outOfState: number } | null {
  const total = detail.inStateTotal + detail.outOfStateTotal;
  if (total <= 0) return null;
  const outOfState = Math.round((detail.outOfStateTotal / total) * 100);
  return { inState: 100 - outOfState, outOfState };
}

/** A date as 'Nov 3, 2026' (dates are YYYY-MM-DD or ISO; read as calendar dates, no time zone shift). */
export function shortDate(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return shortDay(utcParts(date));
}

/** 'Source name, 2026-11-01' for a real source; demo sources are shown as 'Demo data' instead. */
export function sourceText(source: Pick<FinanceSource, 'name' | 'date'>): string {
  return source.date ? `${source.name}, ${shortDate(source.date)}` : source.name;
}

export const anyDemo = (rows: ReadonlyArray<{ isDemo?: boolean | undefined }>): boolean => rows.some((row) => row.isDemo === true);

/** The sources a candidate's figures came from, in the order of the keys; unknown keys are skipped. */
export function sourcesFor(keys: readonly string[], sources: readonly FinanceSource[]): FinanceSource[] {
  const byKey = new Map(sources.map((s) => [s.key, s]));
  return keys.flatMap((key) => byKey.get(key) ?? []);
}

/** Where a contribution came from: 'Detroit, MI', or the state alone, or nothing. */
export function placeOf(contribution: Pick<Contribution, 'city' | 'state'>): string {
  return [contribution.city, contribution.state].filter(Boolean).join(', ');
}

/** 'U.S. House, District 3'; the office alone when it already names the district ('U.S. House MI-13'). */
export function officeWithDistrict(candidate: Pick<Candidate, 'office' | 'district'>): string {
  const { office, district } = candidate;
  if (!district) return office;
  const number = district.replace(/^0+(?=\d)/, '');
  const named = office.match(/(?:-|District )0*(\d+)\s*$/);
  return named?.[1] === number ? office : `${office}, District ${district}`;
}
