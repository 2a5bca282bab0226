import type { BadgeTone } from '../../../ui/badge.css';

/** Job type badge colours (staff §3): the four known types, anything else neutral. */
export function jobTypeTone(type: string): BadgeTone {
  switch (type) {
    case 'Full-time':
      return 'michigan';
    case 'Part-time':
      return 'federal';
    case 'Internship':
      return 'green';
    case 'Volunteer':
      return 'yellow';
    default:
      return 'neutral';
  }
}

/** A multi-line field as its non-empty lines, list markers ('-', '*', '•') dropped. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*[-*•]\s*/, '').trim())
    .filter(Boolean);
}

export const CAREERS_EMAIL = 'careers@mitics.news';
