import type { Article } from '@mitics/contracts';

import { formatLongDate, parseDate } from '../../../lib/dates';
import type { BadgeTone } from '../../../ui/badge.css';

/**
 * The status badge (staff §4): 'Under Review' for pending_review, 'Needs
 * Changes' for rejected, the raw value otherwise; a value the site does not
 * know gets the neutral badge.
 */
export function statusBadge(status: string): { label: string; tone: BadgeTone } {
  switch (status) {
    case 'pending_review':
      return { label: 'Under Review', tone: 'yellow' };
    case 'rejected':
      return { label: 'Needs Changes', tone: 'breaking' };
    case 'published':
      return { label: 'published', tone: 'green' };
    case 'approved':
      return { label: 'approved', tone: 'michigan' };
    case 'draft':
      return { label: 'draft', tone: 'outline' };
    default:
      return { label: status, tone: 'neutral' };
  }
}

/** 'Published November 21, 2026' when published, else 'Created …' (staff §2). */
export function articleDateLine(article: Pick<Article, 'status' | 'publishedAt' | 'createdAt'>): string {
  const published = article.status === 'published' ? parseDate(article.publishedAt) : null;
  if (published) return `Published ${formatLongDate(published)}`;
  const created = parseDate(article.createdAt);
  return created ? `Created ${formatLongDate(created)}` : 'Created recently';
}

/** 'View Live' only for a published article. */
export const isLive = (status: string) => status === 'published';
/** Edit for a draft or an article sent back with notes. */
export const canEdit = (status: string) => status === 'draft' || status === 'rejected';
/** Submit for Review: a draft, or a returned article once changed (resubmission). */
export const canSubmit = (status: string) => status === 'draft' || status === 'rejected';
