import {
  HEAD_TAG_MARKER,
  headTags,
  metaFor,
  type HeadTag,
  type MetaArticle,
  type PageMeta,
} from '@mitics/contracts';

/** Head elements the server or an earlier route may have left, replaced on every change. */
const MANAGED = [
  `[${HEAD_TAG_MARKER}]`,
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'meta[property^="article:"]',
].join(', ');

/** The public origin the server put in the canonical link; this window's origin otherwise (dev server). */
function siteOrigin(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (canonical) {
    try {
      return new URL(canonical).origin;
    } catch {
      // Fall through to the window's origin.
    }
  }
  return window.location.origin;
}

function applyHead(meta: PageMeta, tags: HeadTag[]) {
  document.title = meta.title;
  const head = document.head;
  head.querySelectorAll(MANAGED).forEach((el) => el.remove());
  for (const tag of tags) {
    const el = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) el.setAttribute(name, value);
    if (tag.tag === 'script') el.textContent = tag.text;
    head.appendChild(el);
  }
}

/** The head of `pathname` (with the article's own tags when known), from the same table the server uses. */
export function applyRouteMeta(pathname: string, article: MetaArticle | undefined): void {
  const meta = metaFor(pathname, article);
  applyHead(meta, headTags(meta, siteOrigin(), article));
}
