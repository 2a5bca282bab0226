import type { HeadTag } from '@mitics/contracts';

/** Text safe in HTML content and in double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Attribute names come from our own table; anything else is refused rather than escaped. */
const SAFE_ATTR = /^[a-z][a-z0-9:-]*$/i;

function attributes(attrs: Record<string, string>): string {
  return Object.entries(attrs)
    .map(([name, value]) => {
      if (!SAFE_ATTR.test(name)) throw new Error(`Unsafe attribute name ${JSON.stringify(name)}`);
      return value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`;
    })
    .join('');
}

/** A head tag as HTML. Script text must already be safe inside <script> (jsonLdText makes it so). */
export function renderTag(tag: HeadTag): string {
  if (tag.tag === 'script') {
    if (/<\/script/i.test(tag.text)) throw new Error('Script text would close its element');
    return `<script${attributes(tag.attrs)}>${tag.text}</script>`;
  }
  return `<${tag.tag}${attributes(tag.attrs)}>`;
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi;
/** Tags the built index.html may carry that the per-path head replaces. */
const REPLACED = /<meta\s+(?:name|property)=["'](?:description|keywords|robots|og:[^"']*|twitter:[^"']*)["'][^>]*>\s*|<link\s+rel=["']canonical["'][^>]*>\s*/gi;

/**
 * The app shell with this page's head: the shell's own <title>, description
 * and social tags removed, ours inserted just before </head> (after the
 * shell's charset and viewport, which must stay first).
 */
export function injectHead(indexHtml: string, title: string, tags: HeadTag[]): string {
  const head = [`<title>${escapeHtml(title)}</title>`, ...tags.map(renderTag)].join('\n    ');
  const stripped = indexHtml.replace(TITLE, '').replace(REPLACED, '');
  // A function replacer: '$&' and friends in a title must stay literal text.
  if (/<\/head>/i.test(stripped)) return stripped.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
  return `${head}\n${stripped}`;
}

/**
 * Tags placed at the end of <body>: data the app reads once it runs (module
 * scripts wait for the whole document), parsed after everything it paints first.
 */
export function injectBodyEnd(html: string, tags: HeadTag[]): string {
  if (tags.length === 0) return html;
  const text = tags.map(renderTag).join('\n    ');
  const at = html.search(/<\/body>(?![\s\S]*<\/body>)/i);
  return at === -1 ? `${html}\n${text}` : `${html.slice(0, at)}  ${text}\n  ${html.slice(at)}`;
}
