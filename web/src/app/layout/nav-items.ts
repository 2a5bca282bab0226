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
