/** The /newsletter page's fixed content (reader §2, §9). Figures marked `demo` are invented and say so on screen. */

export const NEWSLETTER_BENEFITS = [
  'Breaking news alerts from Lansing and Washington',
  'A weekly summary of what the Legislature did and what comes next',
  'Analysis of the races, the money and the policy fights shaping Michigan',
] as const;

/** Static stat cards: the subscriber count is live (GET /api/newsletter/stats); the others are demo figures. */
export const DEMO_STATS = [
  { label: 'Open Rate', value: '64.2%' },
  { label: 'Monthly Revenue', value: '$3,200' },
] as const;

export const RECENT_NEWSLETTERS = [
  {
    subject: 'The budget deadline nobody is talking about',
    date: 'November 14, 2025',
    openRate: 68.5,
    preview:
      'Lawmakers left Lansing for the hunting break with the school aid fund still unsettled. Here is what has to happen before the end of the year, and who is holding out.',
  },
  {
    subject: 'Inside the fight over the new House map',
    date: 'November 7, 2025',
    openRate: 72.1,
    preview:
      'Court-ordered districts changed who represents a third of Detroit. We looked at which incumbents gained, which lost, and what the 2026 primaries could look like.',
  },
  {
    subject: 'Three bills to watch this week',
    date: 'October 31, 2025',
    openRate: 59.3,
    preview: 'A road funding plan, a change to absentee ballot counting and a fight over data centers all come up for votes. A short guide to each.',
  },
] as const;

export const SPONSOR_PACKAGES = [
  { name: 'Header Sponsor', price: '$2,500', placement: 'Top placement', detail: 'Logo plus 50 words' },
  { name: 'Featured Sponsor', price: '$1,500', placement: 'Mid-newsletter', detail: 'Logo plus 30 words' },
  { name: 'Classified Ad', price: '$500', placement: 'Footer', detail: 'Text only' },
] as const;

export const AUDIENCE_CLAIMS = [
  { value: '5,000+', label: 'professionals' },
  { value: '64%', label: 'open rate' },
] as const;

/** Reader §8, newsletter page. */
export const NEWSLETTER_PAGE_TOASTS = {
  success: { title: 'Subscribed Successfully!', description: "You'll receive our premium Michigan politics newsletter weekly." },
  failure: (serverMessage: string | undefined) =>
    ({ title: 'Subscription Failed', description: serverMessage ?? 'Please try again later.', variant: 'destructive' }) as const,
} as const;

export const EMAIL_REQUIRED = 'Please enter your email address';

/** The subscriber id and signature an unsubscribe link carries (`?s=&t=`), or null when they are missing or malformed. */
export function unsubscribeParams(search: URLSearchParams): { subscriberId: string; token: string } | null {
  const subscriberId = search.get('s')?.trim() ?? '';
  const token = search.get('t')?.trim() ?? '';
  if (!/^[0-9a-f]{32}$/.test(subscriberId) || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return { subscriberId, token };
}
