/** Desktop navigation (reader spec §2, Header and navigation). */
export const mainNavItems = [
  { to: '/', label: 'Home' },
  { to: '/michigan-politics', label: 'Michigan Politics' },
  { to: '/breaking-news', label: 'Breaking News' },
  { to: '/federal', label: 'Federal' },
  { to: '/legislature', label: 'Legislature' },
  { to: '/campaign-finance', label: 'Campaign Finance' },
] as const;

/** Footer links (reader spec §2, Footer). */
export const footerSections = [
  { to: '/michigan-politics', label: 'Michigan Politics' },
  { to: '/breaking-news', label: 'Breaking News' },
  { to: '/federal', label: 'Federal' },
  { to: '/analysis', label: 'Analysis' },
  { to: '/legislature', label: 'Legislature' },
  { to: '/campaign-finance', label: 'Campaign Finance' },
] as const;

export const footerCompany = [
  { to: '/about', label: 'About' },
  { to: '/careers', label: 'Careers' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
] as const;

export const footerSearchTerms = ['Governor', 'State budget', 'Redistricting', '2026 elections'] as const;

/** The mobile side menu (reader spec §2, Header and navigation: Mobile). */
export const mobileNavItems = [
  { to: '/', label: 'Home' },
  { to: '/michigan-politics', label: 'Michigan Politics' },
  { to: '/breaking-news', label: 'Breaking News' },
  { to: '/federal', label: 'Federal' },
  { to: '/representatives', label: 'Representatives' },
] as const;

/** The newsroom's social accounts (footer); they open in a new tab. */
export const socialLinks = [
  { network: 'x', label: 'X', href: 'https://x.com/MiticsNews' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/MiticsNews' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/mitics-news' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@MiticsNews' },
] as const;

export type SocialNetwork = (typeof socialLinks)[number]['network'];
