import { describe, expect, it } from 'vitest';

import { articleDateLine, canEdit, canSubmit, isLive, statusBadge } from './article-status';

describe('status badge', () => {
  it('names pending_review and rejected for people', () => {
    expect(statusBadge('pending_review')).toEqual({ label: 'Under Review', tone: 'yellow' });
    expect(statusBadge('rejected')).toEqual({ label: 'Needs Changes', tone: 'breaking' });
  });

  it('shows the raw value otherwise, neutral when the value is unknown', () => {
    expect(statusBadge('draft').label).toBe('draft');
    expect(statusBadge('published').label).toBe('published');
    expect(statusBadge('archived')).toEqual({ label: 'archived', tone: 'neutral' });
  });
});

describe('the card date', () => {
  it('is the published date when published, else the created date', () => {
    expect(articleDateLine({ status: 'published', publishedAt: '2026-11-21T18:00:00.000Z', createdAt: '2026-11-01T12:00:00.000Z' })).toBe(
      'Published November 21, 2026',
    );
    expect(articleDateLine({ status: 'draft', publishedAt: null, createdAt: '2026-11-01T12:00:00.000Z' })).toBe('Created November 1, 2026');
    expect(articleDateLine({ status: 'approved', publishedAt: '2026-11-21T18:00:00.000Z', createdAt: '2026-11-01T12:00:00.000Z' })).toBe(
      'Created November 1, 2026',
    );
  });
});

describe('card actions', () => {
  it('View Live only when published', () => {
    expect(['draft', 'pending_review', 'approved', 'published', 'rejected'].filter(isLive)).toEqual(['published']);
  });

  it('Edit and Submit for Review for drafts and returned articles', () => {
    expect(['draft', 'pending_review', 'approved', 'published', 'rejected'].filter(canEdit)).toEqual(['draft', 'rejected']);
    expect(['draft', 'pending_review', 'approved', 'published', 'rejected'].filter(canSubmit)).toEqual(['draft', 'rejected']);
  });
});
