import { describe, expect, it } from 'vitest';

import { NEWSLETTER_PAGE_TOASTS, RECENT_NEWSLETTERS, SPONSOR_PACKAGES, unsubscribeParams } from './newsletter-page';

describe('the newsletter page content (reader §2, §9)', () => {
  it('has the three recent issues with their open rates and the three packages with their prices', () => {
    expect(RECENT_NEWSLETTERS.map((n) => n.openRate)).toEqual([68.5, 72.1, 59.3]);
    expect(SPONSOR_PACKAGES.map((p) => [p.name, p.price])).toEqual([
      ['Header Sponsor', '$2,500'],
      ['Featured Sponsor', '$1,500'],
      ['Classified Ad', '$500'],
    ]);
  });

  it("shows the server's words on a failure, else 'Please try again later.'", () => {
    expect(NEWSLETTER_PAGE_TOASTS.failure('Please enter a valid email address').description).toBe('Please enter a valid email address');
    expect(NEWSLETTER_PAGE_TOASTS.failure(undefined)).toEqual({ title: 'Subscription Failed', description: 'Please try again later.', variant: 'destructive' });
  });
});

describe('unsubscribe link parameters', () => {
  const id = 'a'.repeat(32);
  const token = 'b'.repeat(43);
  it('reads the id and signature of a well-formed link', () => {
    expect(unsubscribeParams(new URLSearchParams({ s: id, t: token }))).toEqual({ subscriberId: id, token });
  });
  it('refuses a missing or malformed one', () => {
    expect(unsubscribeParams(new URLSearchParams({ s: id }))).toBeNull();
    expect(unsubscribeParams(new URLSearchParams({ s: 'xyz', t: token }))).toBeNull();
    expect(unsubscribeParams(new URLSearchParams({ s: id, t: 'short' }))).toBeNull();
  });
});
