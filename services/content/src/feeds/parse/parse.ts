import { decodeHTMLStrict, escapeText } from 'entities';
import Parser from 'rss-parser';
import { FeedItem } from '@mitics/contracts';
import { decodeFeed } from './decode.ts';

/** A document that cannot be read as a feed; the message is what staff see in the panel. */
export class FeedParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedParseError';
  }
}

export interface ParsedFeed {
  title: string | null;
  items: FeedItem[];
  /** Items the parser returned in a shape we could not use. */
  unreadable: number;
  encoding: string;
}

const XML_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

/**
 * XML knows five named entities; feeds written by HTML tools use the rest of
 * HTML's (`&nbsp;`, `&eacute;`) and sometimes ones that exist nowhere
 * (`&gtgt;`), and bare ampersands ("AT&T"). A strict XML parser refuses the
 * whole document for one of them. Outside CDATA sections and comments, a
 * known HTML entity becomes its character and anything else a literal '&'.
 */
export function repairEntities(xml: string): string {
  const parts = xml.split(/(<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->)/);
  return parts
    .map((part, index) => {
      if (index % 2 === 1) return part;
      return part.replace(/&(#x[0-9a-fA-F]+;|#[0-9]+;|[A-Za-z][A-Za-z0-9]{0,31};)?/g, (whole: string, ref: string | undefined) => {
        if (ref === undefined) return '&amp;';
        if (ref.startsWith('#')) return whole;
        const name = ref.slice(0, -1);
        if (XML_ENTITIES.has(name)) return whole;
        const decoded = decodeHTMLStrict(whole);
        // Unknown to HTML too: keep the text as it was written.
        if (decoded === whole) return `&amp;${ref}`;
        return escapeText(decoded);
      });
    })
    .join('');
}

/** The document is an HTML page (a site's home page, an error page), not a feed. */
function looksLikeHtml(text: string, contentType: string | null | undefined): boolean {
  const start = text
    .replace(/^\s*(<\?xml[^>]*>\s*)?/, '')
    .replace(/^(<!--[\s\S]*?-->\s*)+/, '')
    .slice(0, 200)
    .toLowerCase();
  if (start.startsWith('<!doctype html') || start.startsWith('<html')) return true;
  return /^text\/html\b/i.test(contentType ?? '') && !start.startsWith('<rss') && !start.startsWith('<feed') && !start.startsWith('<rdf');
}

const rootElement = (text: string): string | null => /<([A-Za-z_][\w:.-]*)/.exec(text.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<![A-Z][^>]*>/g, ''))?.[1] ?? null;

/** rss-parser's xml2js errors read "Invalid character entity\nLine: 2760\nColumn: 12\nChar: ;". */
function describeXmlError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const [first = 'unreadable XML'] = message.split('\n');
  const line = /Line:\s*(\d+)/.exec(message)?.[1];
  return `The feed is not well-formed XML: ${first.replace(/\.$/, '')}${line ? ` (line ${Number(line) + 1})` : ''}`;
}

function newParser() {
  return new Parser<Record<string, unknown>, Record<string, unknown>>({
    // A `<rss>` without a version (seen in the wild) is read as RSS 2.0.
    defaultRSS: 2,
    customFields: {
      item: [
        ['media:thumbnail', 'mediaThumbnail'],
        ['media:content', 'mediaContent', { keepArray: true }],
      ],
    },
  });
}

/**
 * Reads a fetched feed: RSS 0.9x, 1.0 (RDF) and 2.0, and Atom whatever the
 * file is called, with the defects real feeds have (wrong or missing encoding
 * declarations, whitespace before the XML declaration, HTML entities). Throws
 * FeedParseError with a sentence staff can act on when it is not a feed.
 */
export async function parseFeed(bytes: Uint8Array, contentType?: string | null): Promise<ParsedFeed> {
  if (bytes.length === 0) throw new FeedParseError('The address returned an empty document, not a feed');
  const decoded = decodeFeed(bytes, contentType);
  const text = decoded.text.replace(/^\uFEFF/, '').trimStart();
  if (looksLikeHtml(text, contentType)) {
    throw new FeedParseError('The address returned a web page (HTML), not an RSS or Atom feed. Look for the feed link on that page');
  }
  const root = rootElement(text);
  if (!root) throw new FeedParseError('The address did not return XML, so it is not an RSS or Atom feed');
  if (!['rss', 'feed', 'rdf:RDF'].includes(root)) {
    throw new FeedParseError(`The document is XML but not an RSS, RDF or Atom feed (its root element is <${root}>)`);
  }
  let parsed: Awaited<ReturnType<ReturnType<typeof newParser>['parseString']>>;
  try {
    parsed = await newParser().parseString(repairEntities(text));
  } catch (error) {
    if (error instanceof Error && /not recognized as RSS/.test(error.message)) {
      throw new FeedParseError(`The document is XML but not an RSS, RDF or Atom feed (its root element is <${root}>)`);
    }
    throw new FeedParseError(describeXmlError(error));
  }
  const items: FeedItem[] = [];
  let unreadable = 0;
  for (const raw of parsed.items) {
    const item = FeedItem.safeParse(raw);
    if (item.success) items.push(item.data);
    else unreadable += 1;
  }
  const title = typeof parsed.title === 'string' && parsed.title.trim() ? parsed.title.trim() : null;
  return { title, items, unreadable, encoding: decoded.encoding };
}
