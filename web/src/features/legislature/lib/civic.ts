import type { Bill, BillStatus, SourceNote } from '@mitics/contracts';

import { localParts, longDay as longDayOf, shortDate as shortDateOf } from '../../../lib/intl';

export type Tone = 'michigan' | 'federal' | 'breaking' | 'green' | 'yellow' | 'neutral' | 'outline';

/** Reader §2: signed green; passed_house and passed_senate blue; committee yellow; vetoed red; else grey. */
export const STATUS_TONE: Record<BillStatus, Tone> = {
  signed: 'green',
  passed_house: 'michigan',
  passed_senate: 'michigan',
  committee: 'yellow',
  vetoed: 'breaking',
  introduced: 'neutral',
};

export const STATUS_LABEL: Record<BillStatus, string> = {
  introduced: 'Introduced',
  committee: 'In Committee',
  passed_house: 'Passed House',
  passed_senate: 'Passed Senate',
  signed: 'Signed',
  vetoed: 'Vetoed',
};

/** The status filter's choices, in the spec's order. */
export const STATUS_OPTIONS = [
  { id: 'all', label: 'All Statuses' },
  { id: 'introduced', label: 'Introduced' },
  { id: 'committee', label: 'In Committee' },
  { id: 'passed_house', label: 'Passed House' },
  { id: 'passed_senate', label: 'Passed Senate' },
  { id: 'signed', label: 'Signed' },
  { id: 'vetoed', label: 'Vetoed' },
] as const;

export const CHAMBER_OPTIONS = [
  { id: 'all', label: 'Both Chambers' },
  { id: 'house', label: 'House' },
  { id: 'senate', label: 'Senate' },
] as const;

export const chamberName = (chamber: string): string => (chamber === 'senate' ? 'Senate' : 'House');

/** Party badge (reader §2): republican red, democrat blue. */
export function partyTone(party: string): Tone {
  const p = party.toLowerCase();
  if (p.startsWith('rep')) return 'breaking';
  if (p.startsWith('dem')) return 'michigan';
  return 'neutral';
}

/** 'Jan 5, 2024' (reader §2) for an ISO date or date-time; the text itself when unreadable. */
export function shortDate(value: string): string {
  const bare = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const date = bare ? new Date(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return shortDateOf(localParts(date));
}

/** 'Tuesday, December 1, 2026' for an ISO date. */
export function longDay(value: string): string {
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!bare) return value;
  return longDayOf(localParts(new Date(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3]))));
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The tracker's four stat cards (reader §2). */
export function billStats(bills: readonly Bill[], representatives: number, now = Date.now()) {
  const today = new Date(now);
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  return {
    active: bills.length,
    signed: bills.filter((b) => b.status === 'signed').length,
    representatives,
    thisWeek: bills.filter((b) => {
      const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(b.lastActionDate);
      const at = bare ? new Date(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3])).getTime() : Date.parse(b.lastActionDate);
      return !Number.isNaN(at) && startOfToday - at <= WEEK_MS && at <= now;
    }).length,
  };
}

/** 'ED' for Emily Dievendorf: the first letters of the first and last names. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const letter = (w: string | undefined) => w?.match(/\p{L}/u)?.[0] ?? '';
  return (letter(words[0]) + (words.length > 1 ? letter(words[words.length - 1]) : '')).toUpperCase();
}

/** The words of a source note: 'Source: Open States, 2026-08-05', or 'Demo data'. */
export function sourceText(note: SourceNote | undefined | null): string | null {
  if (!note) return null;
  if (note.demo) return 'Demo data';
  return `Source: ${note.name}${note.date ? `, ${note.date}` : ''}`;
}

/** Distinct source notes, in the order first seen. */
export function distinctSources(notes: ReadonlyArray<SourceNote | undefined | null>): SourceNote[] {
  const seen = new Map<string, SourceNote>();
  for (const note of notes) if (note && !seen.has(note.key)) seen.set(note.key, note);
  return [...seen.values()];
}

/** The 'tel:' form of a phone number. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
