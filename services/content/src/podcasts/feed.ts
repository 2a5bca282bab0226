import Parser from 'rss-parser';
import { EpisodeFields, IsoDateTime, ShowFields } from '@mitics/contracts';

/** A feed as the importer takes it: the show, its episodes, what identifies it, and what was set aside. */
export interface ParsedShow {
  /** What identifies the show across imports: its self link, else its site link, else its title. */
  key: string;
  show: ShowFields;
  episodes: EpisodeFields[];
  /** Items left out (no title or no identity) and anything corrected on the way. */
  skipped: number;
  warnings: string[];
}

export type ParseOutcome = { ok: true; parsed: ParsedShow } | { ok: false; reason: string };

type Item = {
  title?: string;
  guid?: unknown;
  id?: unknown;
  link?: unknown;
  pubDate?: string;
  isoDate?: string;
  contentSnippet?: string;
  summary?: string;
  enclosure?: { url?: string; length?: string | number; type?: string };
  itunes?: { duration?: string; explicit?: string; summary?: string; image?: string };
};

type Feed = {
  title?: string;
  description?: string;
  link?: string;
  feedUrl?: string;
  language?: string;
  itunes?: {
    author?: string;
    image?: string;
    explicit?: string;
    summary?: string;
    owner?: { name?: string; email?: string };
    categoriesWithSubs?: Array<{ name?: string; subs?: Array<{ name?: string }> | null }>;
  };
};

const parser: Parser<Feed, Item> = new Parser({ customFields: { feed: ['language'] } });

const MAX_TEXT = 5000;

/** HTML-free, whitespace-collapsed text, cut to a length; null when nothing is left. */
function plain(text: unknown, max = MAX_TEXT): string | null {
  if (typeof text !== 'string') return null;
  const cleaned = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned) return null;
  return cleaned.length > max ? `${cleaned.slice(0, max - 1)}…` : cleaned;
}

/** Only http(s) URLs are kept: a feed's `javascript:` or `data:` link never reaches a page. */
function webUrl(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString().slice(0, 2000) : null;
  } catch {
    return null;
  }
}

/** Text of an XML value as xml2js gives it: a string, or an element with attributes whose text is `_`. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && '_' in value && typeof (value as { _: unknown })._ === 'string') return (value as { _: string })._;
  return '';
}

const truthy = (value: unknown) => typeof value === 'string' && ['yes', 'true', 'explicit'].includes(value.trim().toLowerCase());

/** itunes:duration ('3723', '62:03', '1:02:03') shown as 'H:MM:SS' or 'M:SS'; null when unreadable. */
export function formatDuration(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = String(raw).trim();
  let seconds: number;
  if (/^\d+(\.\d+)?$/.test(text)) seconds = Math.round(Number(text));
  else if (/^\d{1,3}(:\d{1,2}){1,2}$/.test(text)) seconds = text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  else return null;
  if (seconds <= 0) return null;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

const AUDIO_TYPES: Record<string, string> = { mp3: 'audio/mpeg', m4a: 'audio/x-m4a', mp4: 'audio/mp4', ogg: 'audio/ogg', oga: 'audio/ogg', wav: 'audio/wav', aac: 'audio/aac' };

function audioTypeOf(declared: unknown, url: string): string | null {
  if (typeof declared === 'string' && /^[a-z]+\/[\w.+-]+$/i.test(declared.trim())) return declared.trim().toLowerCase();
  const extension = /\.([a-z0-9]{2,4})(?:$|[?#])/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  return extension ? (AUDIO_TYPES[extension] ?? null) : null;
}

function isoOf(item: Item): string | null {
  const candidate = item.isoDate ?? (item.pubDate ? new Date(item.pubDate).toISOString() : undefined);
  return candidate && IsoDateTime.safeParse(candidate).success ? candidate : null;
}

/**
 * Reads one podcast feed (RSS 2.0 with itunes: tags) with rss-parser, and
 * checks what it found against the contracts. A feed the parser cannot read
 * (an undefined entity, say), or one without a title, is malformed, with the
 * reason. Whitespace before the XML declaration is not well-formed XML either,
 * but harmless: it is removed and noted as a warning.
 */
export async function parsePodcastFeed(xml: string): Promise<ParseOutcome> {
  const warnings: string[] = [];
  let text = xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml;
  if (/^\s+<\?xml/.test(text)) {
    text = text.trimStart();
    warnings.push('Whitespace before the XML declaration was ignored');
  }
  let feed: Feed & { items: Item[] };
  try {
    feed = await parser.parseString(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `Not well-formed XML: ${message.replace(/\s+/g, ' ').trim()}` };
  }
  const title = plain(feed.title, 300);
  if (!title) return { ok: false, reason: 'The feed has no title' };

  const category = feed.itunes?.categoriesWithSubs?.[0];
  const show = ShowFields.parse({
    title,
    description: plain(feed.description) ?? plain(feed.itunes?.summary),
    author: plain(feed.itunes?.author, 300) ?? plain(feed.itunes?.owner?.name, 300),
    imageUrl: webUrl(feed.itunes?.image),
    explicit: truthy(feed.itunes?.explicit),
    category: plain(category?.name, 100),
    subcategory: plain(category?.subs?.[0]?.name, 100),
    language: plain(feed.language, 35),
    ownerEmail: plain(feed.itunes?.owner?.email, 254),
  });
  if (!show.imageUrl) warnings.push('The feed has no show image');

  const episodes: EpisodeFields[] = [];
  let skipped = 0;
  for (const item of feed.items) {
    const episodeTitle = plain(item.title, 500);
    const audioUrl = webUrl(item.enclosure?.url);
    const guid = (textOf(item.guid) || textOf(item.id) || audioUrl || textOf(item.link)).trim().slice(0, 500);
    if (!episodeTitle || !guid) {
      skipped += 1;
      continue;
    }
    const length = Number(item.enclosure?.length);
    const parsed = EpisodeFields.safeParse({
      guid,
      title: episodeTitle,
      description: plain(item.contentSnippet) ?? plain(item.itunes?.summary) ?? plain(item.summary),
      duration: formatDuration(item.itunes?.duration),
      audioUrl,
      audioType: audioUrl ? audioTypeOf(item.enclosure?.type, audioUrl) : null,
      audioLength: Number.isInteger(length) && length > 0 ? length : null,
      explicit: truthy(item.itunes?.explicit),
      publishedAt: isoOf(item),
    });
    if (parsed.success) episodes.push(parsed.data);
    else skipped += 1;
  }
  if (skipped > 0) warnings.push(`${skipped} ${skipped === 1 ? 'item was' : 'items were'} left out (no title or identity)`);
  const key = webUrl(feed.feedUrl) ?? webUrl(feed.link) ?? `title:${title.toLowerCase()}`;
  return { ok: true, parsed: { key, show, episodes, skipped, warnings } };
}
