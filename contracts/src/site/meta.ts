import type { Article } from '../content/entities.ts';

/**
 * Site metadata (reader §7 'Site metadata', §2 route table): the title,
 * description, keywords, social-sharing fields, canonical path and robots
 * rule of every path, and the structured data (JSON-LD) of the site and of an
 * article. Pure data and functions: the BFF injects them into the HTML it
 * serves (what crawlers and link previews read) and the web sets the same
 * tags on each route change. No zod schema here on purpose: the web's entry
 * bundle imports this module, and nothing in it is parsed from outside.
 */

/** The product's own name (the spec's {brand}). */
export const BRAND = 'Mitics';

/** Title of the home page and of any page without its own. */
export const DEFAULT_TITLE = `${BRAND} | Michigan Politics News`;

/** The general Michigan politics description every page falls back to. */
export const SITE_DESCRIPTION =
  'Mitics covers Michigan state politics and the federal decisions that shape Michigan, reported from Lansing: breaking news, the Legislature, campaign finance, analysis and podcasts.';

export const SITE_KEYWORDS: readonly string[] = [
  'Michigan politics',
  'Michigan news',
  'Lansing',
  'Michigan Legislature',
  'Michigan elections',
  'Michigan campaign finance',
  'Michigan congressional delegation',
  'breaking news',
];

/** The default share image (reader §9: preview image 1200 by 630), served by the web app. */
export const SHARE_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Mitics: Michigan politics news from Lansing',
} as const;

/** A square raster logo for structured data (search engines want at least 112 by 112). */
export const LOGO_IMAGE = { path: '/logo-512.png', width: 512, height: 512 } as const;

/** Staff-only screens (staff spec §2): never indexed, disallowed in robots.txt. */
export const STAFF_PATHS: readonly string[] = ['/adminpanel', '/create', '/contribute', '/review', '/twitter-settings', '/login', '/register'];

/** Placeholder slug of /article without one (reader §2). */
export const MISSING_ARTICLE_SLUG = 'missing-slug';

export const ROBOTS_INDEX = 'index, follow, max-image-preview:large';
export const ROBOTS_NOINDEX = 'noindex, nofollow';
/** Search results and 404s: not indexed, but their links may be followed. */
export const ROBOTS_NOINDEX_FOLLOW = 'noindex, follow';

export type OgType = 'website' | 'article';

/** What a page says about itself in <head>. `image` is a site path or an absolute URL. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
  canonicalPath: string;
  ogType: OgType;
  image: string;
  robots: string;
}

/** The article fields metadata reads. */
export type MetaArticle = Pick<
  Article,
  'slug' | 'title' | 'excerpt' | 'author' | 'imageUrl' | 'tags' | 'category' | 'section' | 'publishedAt' | 'updatedAt' | 'createdAt'
>;

interface PageEntry {
  title: string;
  description: string;
  keywords?: readonly string[];
  robots?: string;
  /** Another path shows the same page: search engines are pointed there, and the sitemap lists only that one. */
  canonical?: string;
}

/**
 * Reader pages whose screen is not built yet (the web shows its 'coming
 * soon' page there, web/src/app/router.tsx): never indexed, never in the
 * sitemap, until the issue that builds them removes them from this list.
 */
export const PAGES_NOT_BUILT: ReadonlySet<string> = new Set<string>([]);

const staff = (title: string): PageEntry => ({ title: `${title} | ${BRAND}`, description: SITE_DESCRIPTION, robots: ROBOTS_NOINDEX });

/** Every page of the route table except /article/{slug}, keyed by path. */
export const PAGE_META: Readonly<Record<string, PageEntry>> = {
  '/': { title: DEFAULT_TITLE, description: SITE_DESCRIPTION },
  '/michigan-politics': {
    title: `Michigan Politics | ${BRAND}`,
    description: 'The latest on Michigan state government: the governor, the Legislature, the courts, elections and policy, reported from Lansing.',
    keywords: ['Michigan government', 'Michigan governor', 'Lansing politics'],
  },
  '/breaking-news': {
    title: `Breaking News | ${BRAND}`,
    description: 'Breaking Michigan politics news and urgent developments from Lansing and Washington, as they happen.',
    keywords: ['Michigan breaking news', 'Lansing breaking news'],
  },
  '/breaking': {
    canonical: '/breaking-news',
    title: `Breaking News Updates | ${BRAND}`,
    description: 'Every live update on Michigan politics, newest first: urgent developments from Lansing and Washington.',
    keywords: ['Michigan breaking news', 'live updates'],
  },
  '/federal': {
    title: `Federal Politics | ${BRAND}`,
    description: "How decisions in Washington reach Michigan: Congress, the White House, the federal courts and Michigan's delegation.",
    keywords: ['federal politics', 'Congress', 'Michigan in Washington'],
  },
  '/analysis': {
    title: `Analysis & Opinion | ${BRAND}`,
    description: 'Analysis, explainers and commentary on Michigan politics, and what the news means for Michigan.',
    keywords: ['Michigan politics analysis', 'opinion', 'explainers'],
  },
  '/legislature': {
    title: `Legislature Session Tracker | ${BRAND}`,
    description: 'Michigan Legislature session status, recent bills, upcoming votes, committees, and a lookup for your state legislators.',
    keywords: ['Michigan Legislature session', 'Michigan bills', 'find my legislator'],
  },
  '/legislature-tracker': {
    title: `Michigan Legislature Tracker | ${BRAND}`,
    description: 'Track bills in the Michigan Legislature: status, sponsors, latest actions, and the state representatives and senators behind them.',
    keywords: ['Michigan bills', 'Michigan House', 'Michigan Senate', 'state legislators'],
  },
  '/campaign-finance': {
    title: `Campaign Finance | ${BRAND}`,
    description: 'Follow the money in Michigan races: candidates, contributions, top donors and out-of-state money.',
    keywords: ['campaign contributions', 'Michigan donors', 'political spending'],
  },
  '/representatives': {
    title: `Michigan's Congressional Delegation | ${BRAND}`,
    description: "Michigan's U.S. senators and representatives: contact details, committees, key issues and recent votes.",
    keywords: ['Michigan senators', 'Michigan representatives', 'Congress'],
  },
  '/podcast': {
    // Reader §2 fixes this one: 'Podcasts | {brand} News'.
    title: `Podcasts | ${BRAND} News`,
    description: 'Podcasts and episodes on Michigan politics from the Mitics newsroom: interviews, analysis and the week in Lansing.',
    keywords: ['Michigan politics podcast', 'podcast episodes'],
  },
  '/newsletter': {
    title: `Michigan Politics Weekly Newsletter | ${BRAND}`,
    description: 'Subscribe free to Michigan Politics Weekly: breaking news alerts, weekly political summaries and legislative updates.',
    keywords: ['Michigan politics newsletter', 'weekly newsletter'],
  },
  // Where a newsletter's signed unsubscribe link leads: never indexed.
  '/newsletter/unsubscribe': {
    title: `Unsubscribe | ${BRAND}`,
    description: 'Stop receiving Michigan Politics Weekly.',
    robots: ROBOTS_NOINDEX,
  },
  '/search': {
    title: `Search | ${BRAND}`,
    description: 'Search Mitics coverage of Michigan politics: articles on the Legislature, elections, courts, campaigns and federal policy.',
    robots: ROBOTS_NOINDEX_FOLLOW,
  },
  '/contact': { title: `Contact Us | ${BRAND}`, description: 'Send the Mitics newsroom a tip, a correction or a question about our Michigan politics coverage.' },
  '/about': { title: `About Us | ${BRAND}`, description: 'Who we are and how we report on Michigan state politics and the federal decisions that shape Michigan, from Lansing.' },
  '/careers': { title: `Careers | ${BRAND}`, description: 'Open positions in the Mitics newsroom covering Michigan politics from Lansing.' },
  '/terms': { title: `Terms of Service | ${BRAND}`, description: 'The terms for using Mitics, the Michigan politics news site.' },
  '/privacy': { title: `Privacy Policy | ${BRAND}`, description: 'How Mitics collects, uses and protects your information.' },
  '/contribute': staff('My Articles'),
  '/register': staff('Join Mitics'),
  '/login': staff('Sign In'),
  '/create': staff('Professional Article Editor'),
  '/twitter-settings': staff('Social Auto-Posting Settings'),
  '/adminpanel': staff('Admin Panel'),
  '/review': staff('Review Queue'),
};

/** Pages a sitemap lists: every indexable page of the route table (articles come on top). */
export const SITEMAP_PATHS: readonly string[] = Object.entries(PAGE_META)
  .filter(([path, entry]) => robotsOf(path, entry) === ROBOTS_INDEX && entry.canonical === undefined)
  .map(([path]) => path);

function robotsOf(path: string, entry: PageEntry): string {
  return PAGES_NOT_BUILT.has(path) ? ROBOTS_NOINDEX_FOLLOW : (entry.robots ?? ROBOTS_INDEX);
}

/** Which screen a path shows, as the web router decides (react-router matches case-insensitively). */
export type RouteMatch =
  | { kind: 'page'; path: string }
  | { kind: 'article'; slug: string }
  | { kind: 'legislator'; id: string }
  | { kind: 'candidate'; id: string }
  | { kind: 'not-found'; path: string };

/** The path without query, hash or trailing slashes: '/Federal/?x=1' gives '/Federal'. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.replace(/\/+$/, '') || '/';
}

export function matchRoute(path: string): RouteMatch {
  const clean = normalizePath(path);
  const lower = clean.toLowerCase();
  if (PAGE_META[lower]) return { kind: 'page', path: lower };
  if (lower === '/article') return { kind: 'article', slug: MISSING_ARTICLE_SLUG };
  const article = /^\/article\/([^/]+)$/i.exec(clean);
  if (article?.[1]) return { kind: 'article', slug: safeDecode(article[1]) };
  const legislator = /^\/legislators\/([^/]+)$/i.exec(clean);
  if (legislator?.[1]) return { kind: 'legislator', id: safeDecode(legislator[1]) };
  const candidate = /^\/campaign-finance\/candidates\/([^/]+)$/i.exec(clean);
  if (candidate?.[1]) return { kind: 'candidate', id: safeDecode(candidate[1]) };
  return { kind: 'not-found', path: clean };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const uniqueKeywords = (lists: readonly (readonly string[])[], max = 15): string[] => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const word of lists.flat()) {
    const trimmed = word.trim();
    if (!trimmed || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    out.push(trimmed);
  }
  return out.slice(0, max);
};

/** 'michigan-politics' reads 'Michigan Politics'. */
export function categoryLabel(category: string): string {
  return category
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Whitespace collapsed and cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function summarize(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * The picture a link preview shows for an article: its own image, unless
 * there is none or it is an SVG (the site's seed illustrations), which
 * social networks do not render; then the default share image.
 */
export function shareImageOf(article: Pick<MetaArticle, 'imageUrl'>): string {
  const image = article.imageUrl;
  if (!image || /\.svgz?(?:[?#].*)?$/i.test(image)) return SHARE_IMAGE.path;
  return image;
}

const notFoundMeta = (path: string): PageMeta => ({
  title: `Page Not Found | ${BRAND}`,
  description: "The page you're looking for doesn't exist on Mitics. Find the latest Michigan politics news on the home page.",
  keywords: [...SITE_KEYWORDS],
  canonicalPath: normalizePath(path),
  ogType: 'website',
  image: SHARE_IMAGE.path,
  robots: ROBOTS_NOINDEX_FOLLOW,
});

/** The legislator fields a profile page's metadata reads. */
export interface MetaLegislator {
  id: string;
  name: string;
  role: string;
  party: string;
  district: string | null;
}

/**
 * A legislator profile's metadata (/legislators/{id}): the name and office in
 * the title. `null` means no such legislator (noindex); leaving it out means
 * not loaded yet.
 */
export function legislatorMeta(id: string, legislator?: MetaLegislator | null): PageMeta {
  const canonicalPath = `/legislators/${encodeURIComponent(id)}`;
  if (legislator === null) return { ...notFoundMeta(canonicalPath), title: `Legislator Not Found | ${BRAND}` };
  if (legislator === undefined) {
    return { title: `Michigan Legislator | ${BRAND}`, description: SITE_DESCRIPTION, keywords: [...SITE_KEYWORDS], canonicalPath, ogType: 'website', image: SHARE_IMAGE.path, robots: ROBOTS_INDEX };
  }
  const where = legislator.district && /^\d+$/.test(legislator.district) ? `, District ${legislator.district}` : '';
  return {
    title: `${legislator.name}, ${legislator.role}${where} | ${BRAND}`,
    description: `${legislator.name} (${legislator.party}), ${legislator.role}${where}: offices and contact details, committees, sponsored bills, recent votes and Mitics coverage.`,
    keywords: uniqueKeywords([[legislator.name, legislator.role, 'Michigan legislator'], SITE_KEYWORDS]),
    canonicalPath,
    ogType: 'website',
    image: SHARE_IMAGE.path,
    robots: ROBOTS_INDEX,
  };
}

/**
 * A campaign-finance candidate's page (/campaign-finance/candidates/{id}):
 * indexable, with a generic title until the candidate's name is known.
 */
export function candidateMeta(id: string, name?: string): PageMeta {
  return {
    title: name ? `${name}: Campaign Finance | ${BRAND}` : `Candidate Campaign Finance | ${BRAND}`,
    description: name
      ? `Who funds ${name}: money raised and spent, cash on hand, contribution sizes, in-state and out-of-state money, and top donors.`
      : 'A Michigan candidate’s campaign money: raised and spent, cash on hand, contribution sizes, in-state and out-of-state money, and top donors.',
    keywords: uniqueKeywords([name ? [name] : [], ['campaign contributions', 'FEC filings'], SITE_KEYWORDS]),
    canonicalPath: `/campaign-finance/candidates/${encodeURIComponent(id)}`,
    ogType: 'website',
    image: SHARE_IMAGE.path,
    robots: ROBOTS_INDEX,
  };
}

/**
 * The metadata of a path. For /article/{slug}: pass the article when it is
 * known; `null` means it does not exist (the 'Article Not Found' meta,
 * noindex); leaving it out means not loaded yet (the site defaults, on the
 * article's canonical path). A path outside the route table gets the 404 meta.
 */
export function metaFor(path: string, article?: MetaArticle | null, legislator?: MetaLegislator | null): PageMeta {
  const route = matchRoute(path);
  if (route.kind === 'not-found') return notFoundMeta(route.path);
  if (route.kind === 'legislator') return legislatorMeta(route.id, legislator);
  if (route.kind === 'candidate') return candidateMeta(route.id);
  if (route.kind === 'page') {
    const entry = PAGE_META[route.path] ?? { title: DEFAULT_TITLE, description: SITE_DESCRIPTION };
    return {
      title: entry.title,
      description: entry.description,
      keywords: uniqueKeywords([entry.keywords ?? [], SITE_KEYWORDS]),
      canonicalPath: entry.canonical ?? route.path,
      ogType: 'website',
      image: SHARE_IMAGE.path,
      robots: robotsOf(route.path, entry),
    };
  }
  const canonicalPath = `/article/${encodeURIComponent(route.slug)}`;
  if (article === null) {
    return { ...notFoundMeta(canonicalPath), title: `Article Not Found | ${BRAND}`, description: "The article you're looking for doesn't exist." };
  }
  if (article === undefined) {
    return {
      title: DEFAULT_TITLE,
      description: SITE_DESCRIPTION,
      keywords: [...SITE_KEYWORDS],
      canonicalPath,
      ogType: 'article',
      image: SHARE_IMAGE.path,
      robots: ROBOTS_INDEX,
    };
  }
  return {
    title: `${article.title.trim() || 'Untitled Article'} | ${BRAND}`,
    description: summarize(article.excerpt || article.title) || SITE_DESCRIPTION,
    keywords: uniqueKeywords([article.tags, [categoryLabel(article.category)], article.section ? [article.section] : [], SITE_KEYWORDS]),
    canonicalPath: `/article/${encodeURIComponent(article.slug)}`,
    ogType: 'article',
    image: shareImageOf(article),
    robots: ROBOTS_INDEX,
  };
}

/** A site path made absolute on `origin`; absolute URLs are kept. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

const organizationId = (origin: string) => `${absoluteUrl('/', origin)}#organization`;

/** The publisher as structured data: a news media organisation serving Michigan (reader §7). */
export function organizationJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsMediaOrganization',
    '@id': organizationId(origin),
    name: BRAND,
    url: absoluteUrl('/', origin),
    logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_IMAGE.path, origin), width: LOGO_IMAGE.width, height: LOGO_IMAGE.height },
    description: SITE_DESCRIPTION,
    areaServed: { '@type': 'State', name: 'Michigan' },
    address: { '@type': 'PostalAddress', addressLocality: 'Lansing', addressRegion: 'MI', addressCountry: 'US' },
  };
}

/** An article as schema.org NewsArticle structured data. */
export function newsArticleJsonLd(article: MetaArticle, origin: string) {
  const url = absoluteUrl(`/article/${encodeURIComponent(article.slug)}`, origin);
  const title = article.title.trim() || 'Untitled Article';
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: summarize(title, 110),
    description: summarize(article.excerpt || title),
    datePublished: article.publishedAt ?? article.createdAt,
    dateModified: article.updatedAt,
    author: [{ '@type': 'Person', name: article.author.trim() || 'Author' }],
    image: [absoluteUrl(shareImageOf(article), origin)],
    publisher: {
      '@type': 'NewsMediaOrganization',
      '@id': organizationId(origin),
      name: BRAND,
      logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_IMAGE.path, origin), width: LOGO_IMAGE.width, height: LOGO_IMAGE.height },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: article.section ?? categoryLabel(article.category),
    keywords: article.tags.join(', '),
    isAccessibleForFree: true,
  };
}

/**
 * JSON for a <script type="application/ld+json"> element: '<', '>' and '&'
 * (and the JavaScript line separators) escaped, so no text inside can close
 * the script element or open a comment.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** One element for <head>: what the BFF renders into the HTML and the web sets on each route change. */
export type HeadTag =
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; text: string };

/** The attribute every managed head element carries, so the web can replace them on a route change. */
export const HEAD_TAG_MARKER = 'data-seo';

/** The alternate link to the RSS feed. */
export const RSS_PATH = '/rss.xml';

/**
 * Every managed <head> element of a page besides <title>: description,
 * keywords, robots, canonical link, Open Graph and Twitter card tags, the
 * feed link and the organisation JSON-LD, plus the NewsArticle JSON-LD and
 * article:* tags when `article` is given. Script text is already escaped
 * for a script element (see jsonLdText).
 */
export function headTags(meta: PageMeta, origin: string, article?: MetaArticle | null): HeadTag[] {
  const marker = { [HEAD_TAG_MARKER]: '' };
  const named = (name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { name, content, ...marker } });
  const property = (prop: string, content: string): HeadTag => ({ tag: 'meta', attrs: { property: prop, content, ...marker } });
  const url = absoluteUrl(meta.canonicalPath, origin);
  const image = absoluteUrl(meta.image, origin);
  const tags: HeadTag[] = [
    named('description', meta.description),
    named('keywords', meta.keywords.join(', ')),
    named('robots', meta.robots),
    { tag: 'link', attrs: { rel: 'canonical', href: url, ...marker } },
    property('og:site_name', BRAND),
    property('og:locale', 'en_US'),
    property('og:type', meta.ogType),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', image),
  ];
  if (meta.image === SHARE_IMAGE.path) {
    tags.push(property('og:image:width', String(SHARE_IMAGE.width)), property('og:image:height', String(SHARE_IMAGE.height)), property('og:image:alt', SHARE_IMAGE.alt));
  }
  tags.push(
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
    { tag: 'link', attrs: { rel: 'alternate', type: 'application/rss+xml', title: `${BRAND} | Michigan Politics News`, href: absoluteUrl(RSS_PATH, origin), ...marker } },
    { tag: 'script', attrs: { type: 'application/ld+json', ...marker }, text: jsonLdText(organizationJsonLd(origin)) },
  );
  if (article) {
    if (article.publishedAt) tags.push(property('article:published_time', article.publishedAt));
    tags.push(property('article:modified_time', article.updatedAt), property('article:section', article.section ?? categoryLabel(article.category)));
    for (const tag of article.tags.slice(0, 6)) tags.push(property('article:tag', tag));
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json', ...marker }, text: jsonLdText(newsArticleJsonLd(article, origin)) });
  }
  return tags;
}
