/** Characters XML 1.0 cannot hold at all (most C0 controls, lone surrogates, U+FFFE/FFFF): dropped. */
const INVALID_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text safe in XML element content and quoted attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An element with escaped text content. */
export const el = (name: string, text: string): string => `<${name}>${escapeXml(text)}</${name}>`;

/** RFC 822 date-time as RSS 2.0 wants it: 'Fri, 21 Nov 2025 14:00:00 GMT'. */
export const rfc822 = (iso: string): string => new Date(iso).toUTCString();
