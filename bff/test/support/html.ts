/** Reads what crawlers read from served HTML, without a DOM: enough for our own well-formed output. */
export function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const tagsOf = (html: string, name: string): string[] => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => m[0]);

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return m?.[1] === undefined ? undefined : unescapeHtml(m[1]);
}

/** Every content value of <meta name|property="key">. */
export function metaAll(html: string, key: string): string[] {
  return tagsOf(html, 'meta')
    .filter((t) => attr(t, 'name') === key || attr(t, 'property') === key)
    .map((t) => attr(t, 'content') ?? '');
}

export const meta = (html: string, key: string): string | undefined => metaAll(html, key)[0];

export function linkHref(html: string, rel: string): string | undefined {
  const tag = tagsOf(html, 'link').find((t) => attr(t, 'rel') === rel);
  return tag ? attr(tag, 'href') : undefined;
}

export function titles(html: string): string[] {
  return [...html.matchAll(/<title>([\s\S]*?)<\/title>/gi)].map((m) => unescapeHtml(m[1] ?? ''));
}

/** The parsed JSON of every <script type="application/ld+json">, with the raw text beside it. */
export function jsonLd(html: string): { raw: string; value: Record<string, unknown> }[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => ({
    raw: m[1] ?? '',
    value: JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  }));
}
