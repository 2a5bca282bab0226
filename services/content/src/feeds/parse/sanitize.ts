import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

/**
 * Feed HTML to the site's safe subset: the markdown-like article text the web
 * renders (web/src/lib/article-body.ts) — paragraphs (one per line), `## ` and
 * `### ` headings, `> ` quotes, `**bold**`, `*italic*` and `![alt](https://…)`
 * images. Everything else is dropped: scripts, styles, frames, forms, event
 * handlers, links (their text stays), and any image that is not http(s).
 * Nothing of the input survives as markup.
 */

const DROPPED = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'template', 'svg', 'math',
  'form', 'input', 'button', 'select', 'textarea', 'option', 'head', 'title', 'meta', 'link', 'base', 'video', 'audio', 'source', 'track', 'canvas', 'map',
]);
const BLOCKS = new Set([
  'p', 'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'figure', 'figcaption', 'ul', 'ol', 'dl', 'dt', 'dd',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'pre', 'address', 'center', 'hr', 'details', 'summary',
]);

type Line = { kind: 'text' | 'heading2' | 'heading3' | 'quote' | 'image'; text: string };

/** An http(s) URL, absolute or resolved against the item's link; anything else is refused. */
export function safeHttpUrl(raw: string | undefined | null, base?: string | null): string | null {
  if (!raw) return null;
  try {
    const url = base ? new URL(raw.trim(), base) : new URL(raw.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    const href = url.href;
    return href.length <= 2000 ? href : null;
  } catch {
    return null;
  }
}

const collapse = (text: string): string => text.replace(/\s+/g, ' ');

/** Emphasis markers only where the text has something to mark, and never doubled up. */
function wrap(marker: string, inner: string): string {
  const trimmed = inner.trim();
  if (!trimmed || trimmed.includes(marker)) return inner;
  const lead = inner.startsWith(' ') ? ' ' : '';
  const trail = inner.endsWith(' ') ? ' ' : '';
  return `${lead}${marker}${trimmed}${marker}${trail}`;
}

export function sanitizeFeedHtml(html: string, baseUrl?: string | null): string {
  const document = parseDocument(html, { decodeEntities: true, lowerCaseTags: true });
  const lines: Line[] = [];
  let current = '';

  const flush = (kind: Line['kind'] = 'text'): void => {
    const text = collapse(current).trim();
    current = '';
    if (text) lines.push({ kind, text });
  };

  /** The inline text of a subtree: emphasis kept, everything else flattened. */
  function inline(nodes: ChildNode[]): string {
    let out = '';
    for (const node of nodes) {
      if (node.type === 'text') out += collapse(node.data);
      else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
        const el = node as Element;
        if (DROPPED.has(el.name)) continue;
        if (el.name === 'br') out += ' ';
        else if (el.name === 'strong' || el.name === 'b') out += wrap('**', inline(el.children));
        else if (el.name === 'em' || el.name === 'i') out += wrap('*', inline(el.children));
        else if (el.name === 'img') continue;
        else out += inline(el.children);
      } else if (node.type === 'cdata') out += inline((node as unknown as { children: ChildNode[] }).children);
    }
    return out;
  }

  function image(el: Element): void {
    const src = safeHttpUrl(el.attribs.src, baseUrl);
    if (!src) return;
    flush();
    const alt = collapse(el.attribs.alt ?? '').replace(/[[\]]/g, '').trim();
    lines.push({ kind: 'image', text: `![${alt}](${src})` });
  }

  function walk(nodes: ChildNode[]): void {
    for (const node of nodes) {
      if (node.type === 'text') {
        current += collapse(node.data);
        continue;
      }
      if (node.type === 'cdata') {
        walk((node as unknown as { children: ChildNode[] }).children);
        continue;
      }
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
      const el = node as Element;
      const name = el.name;
      if (DROPPED.has(name)) continue;
      if (name === 'img') image(el);
      else if (name === 'br') flush();
      else if (/^h[1-6]$/.test(name)) {
        flush();
        current = inline(el.children);
        flush(name === 'h1' || name === 'h2' ? 'heading2' : 'heading3');
      } else if (name === 'blockquote') {
        flush();
        const before = lines.length;
        walk(el.children);
        flush();
        for (let i = before; i < lines.length; i += 1) {
          const line = lines[i];
          if (line && line.kind === 'text') line.kind = 'quote';
        }
      } else if (name === 'li') {
        flush();
        current = '• ';
        walk(el.children);
        flush();
      } else if (name === 'td' || name === 'th') {
        walk(el.children);
        current += ' ';
      } else if (name === 'strong' || name === 'b' || name === 'em' || name === 'i') {
        // Emphasis around block content (images, paragraphs) would break the markers: walk it plainly.
        const hasBlocks = el.children.some((c) => c.type === 'tag' && (BLOCKS.has((c as Element).name) || (c as Element).name === 'img'));
        if (hasBlocks) walk(el.children);
        else current += wrap(name === 'strong' || name === 'b' ? '**' : '*', inline(el.children));
      } else if (BLOCKS.has(name)) {
        flush();
        walk(el.children);
        flush();
      } else {
        walk(el.children);
      }
    }
  }

  walk(document.children);
  flush();

  const prefix: Record<Line['kind'], string> = { text: '', heading2: '## ', heading3: '### ', quote: '> ', image: '' };
  return lines.map((line) => `${prefix[line.kind]}${line.text}`).join('\n\n');
}

/** Plain text of a piece of feed HTML (titles, excerpts): tags dropped, entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  const document = parseDocument(html, { decodeEntities: true });
  let out = '';
  const walk = (nodes: ChildNode[]): void => {
    for (const node of nodes) {
      if (node.type === 'text') out += node.data;
      else if (node.type === 'tag') {
        const el = node as Element;
        if (DROPPED.has(el.name)) continue;
        if (el.name === 'br' || BLOCKS.has(el.name) || el.name === 'li' || /^h[1-6]$/.test(el.name)) out += ' ';
        walk(el.children);
        if (BLOCKS.has(el.name)) out += ' ';
      } else if (node.type === 'cdata') walk((node as unknown as { children: ChildNode[] }).children);
    }
  };
  walk(document.children);
  return collapse(out).trim();
}
