/**
 * The article body is markdown-like text written by contributors or imported
 * from feeds. It is parsed into a small tree that React renders as elements,
 * so nothing in it is ever interpreted as HTML.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 2 | 3; children: Inline[] }
  | { type: 'quote'; paragraphs: Inline[][] }
  | { type: 'image'; src: string; alt: string }
  | { type: 'table'; header: Inline[][]; rows: Inline[][][] }
  | { type: 'breaking'; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] };

type ParseOptions = {
  /** The article's lead image: an identical image in the body is dropped. */
  leadImageUrl?: string | null;
  /**
   * Lines that open with the siren marker or a bold 'BREAKING:' become breaking
   * blocks (the contributor preview's red box, staff §2); otherwise they are
   * ordinary paragraphs.
   */
  breaking?: boolean;
};

const IMAGE = /!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const IMAGE_LINE = /^!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)$/;
// A link that is not an image: keep its text only.
const LINK = /(?<!!)\[([^\]]*)\]\([^)]*\)/g;
const SOURCE_PHRASE = /read (?:the )?full article at (?:the )?source[.:!…]*/gi;

/** Only web images: no javascript:, data: or other schemes. */
function safeImageUrl(raw: string): string | null {
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Compares image URLs ignoring scheme, query, hash and a trailing slash. */
function sameImage(a: string, b: string): boolean {
  const normalise = (value: string) =>
    value
      .trim()
      .replace(/^https?:\/\//i, '')
      .replace(/[?#].*$/, '')
      .replace(/\/$/, '')
      .toLowerCase();
  return normalise(a) === normalise(b);
}

/** `**bold**` and `*italic*` (also `__bold__`, `_italic_` at word edges), nested. */
export function parseInline(text: string): Inline[] {
  const pattern = /\*\*(?=\S)(.+?)(?<=\S)\*\*|__(?=\S)(.+?)(?<=\S)__|\*(?=\S)(.+?)(?<=\S)\*|(?<![\w])_(?=\S)(.+?)(?<=\S)_(?![\w])/;
  const nodes: Inline[] = [];
  let rest = text;
  while (rest) {
    const match = pattern.exec(rest);
    if (!match) {
      nodes.push({ type: 'text', text: rest });
      break;
    }
    if (match.index > 0) nodes.push({ type: 'text', text: rest.slice(0, match.index) });
    const strong = match[1] ?? match[2];
    const em = match[3] ?? match[4];
    if (strong !== undefined) nodes.push({ type: 'strong', children: parseInline(strong) });
    else if (em !== undefined) nodes.push({ type: 'em', children: parseInline(em) });
    rest = rest.slice(match.index + match[0].length);
  }
  return nodes;
}

function cleanLine(line: string): string {
  return line.replace(LINK, '$1').replace(SOURCE_PHRASE, '').replace(/\s+/g, ' ').trim();
}

const TABLE_ROW = /^\|.*\|$/;
const TABLE_SEPARATOR = /^\|(?:\s*:?-{3,}:?\s*\|)+$/;
const BREAKING_LINE = /^(?:🚨|\*\*BREAKING:?\*\*)/u;

function tableCells(row: string): Inline[][] {
  return row
    .slice(1, -1)
    .split('|')
    .map((cell) => parseInline(cleanLine(cell)));
}

/**
 * A markdown table (the /create editor's table button): a header row, a
 * separator row of dashes, then body rows, every line fenced by pipes.
 * Returns the table and how many lines it used, or null.
 */
function readTable(lines: string[], start: number): { block: Block; used: number } | null {
  const header = lines[start]?.trim() ?? '';
  const separator = lines[start + 1]?.trim() ?? '';
  if (!TABLE_ROW.test(header) || !TABLE_SEPARATOR.test(separator)) return null;
  const rows: Inline[][][] = [];
  let index = start + 2;
  for (; index < lines.length; index += 1) {
    const row = lines[index]?.trim() ?? '';
    if (!TABLE_ROW.test(row)) break;
    rows.push(tableCells(row));
  }
  return { block: { type: 'table', header: tableCells(header), rows }, used: index - start };
}

/** Parses markdown-like article text into blocks (headings, quotes, images, tables, paragraphs). */
export function parseBody(content: string | null | undefined, { leadImageUrl, breaking = false }: ParseOptions = {}): Block[] {
  if (!content) return [];

  // Images get a line of their own so they never sit inside a paragraph.
  const lines = content
    .replace(/\r\n?/g, '\n')
    .replace(IMAGE, (image) => `\n${image}\n`)
    .split('\n');

  const blocks: Block[] = [];
  let quote: Inline[][] | null = null;
  const closeQuote = () => {
    if (quote && quote.length > 0) blocks.push({ type: 'quote', paragraphs: quote });
    quote = null;
  };

  for (let lineIndex = 0; lineIndex < lines.length; lineIndex += 1) {
    const trimmed = (lines[lineIndex] ?? '').trim();

    const image = IMAGE_LINE.exec(trimmed);
    if (image) {
      closeQuote();
      const src = safeImageUrl(image[2] ?? '');
      if (src && !(leadImageUrl && sameImage(src, leadImageUrl))) {
        blocks.push({ type: 'image', src, alt: cleanLine(image[1] ?? '') });
      }
      continue;
    }

    if (/^>/.test(trimmed)) {
      const text = cleanLine(trimmed.replace(/^>\s?/, ''));
      quote ??= [];
      if (text) quote.push(parseInline(text));
      continue;
    }
    closeQuote();

    const heading = /^(#{1,3})\s+(.*)$/.exec(trimmed);
    if (heading) {
      const text = cleanLine(heading[2] ?? '');
      if (text) blocks.push({ type: 'heading', level: heading[1] === '###' ? 3 : 2, children: parseInline(text) });
      continue;
    }

    const table = readTable(lines, lineIndex);
    if (table) {
      blocks.push(table.block);
      lineIndex += table.used - 1;
      continue;
    }

    const text = cleanLine(trimmed);
    if (!text) continue;
    if (breaking && BREAKING_LINE.test(text)) blocks.push({ type: 'breaking', children: parseInline(text) });
    else blocks.push({ type: 'paragraph', children: parseInline(text) });
  }
  closeQuote();
  return blocks;
}
