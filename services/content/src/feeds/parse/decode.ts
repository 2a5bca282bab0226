/**
 * Bytes to text for feeds, whose declared encodings are often wrong: a byte
 * order mark wins; then the XML declaration or the HTTP charset; a document
 * that claims UTF-8 (or claims nothing) but is not valid UTF-8 is read as
 * Windows-1252 (the usual culprit, a superset of Latin-1); a document that
 * claims Latin-1 but is valid UTF-8 with multi-byte characters is read as
 * UTF-8 (real Latin-1 text almost never forms valid UTF-8 sequences).
 */

export interface DecodedFeed {
  text: string;
  /** The encoding used to read the bytes. */
  encoding: string;
  /** The encoding the document or server claimed, if any. */
  declared: string | null;
}

const SINGLE_BYTE = new Set(['iso-8859-1', 'latin1', 'latin-1', 'us-ascii', 'ascii', 'windows-1252', 'cp1252', 'iso-8859-15', 'l1']);

/** The charset of a Content-Type header value, if it names one. */
export function charsetOf(contentType: string | null | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase() ?? null;
}

/** The encoding an XML declaration names, read from the first bytes as ASCII. */
function declaredInXml(bytes: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  const declaration = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head);
  return declaration?.[1]?.toLowerCase() ?? null;
}

function tryDecode(bytes: Uint8Array, encoding: string, fatal: boolean): string | null {
  try {
    return new TextDecoder(encoding, { fatal, ignoreBOM: false }).decode(bytes);
  } catch {
    // An unknown label (RangeError) or, with fatal, bytes invalid in it.
    return null;
  }
}

const hasNonAscii = (bytes: Uint8Array): boolean => bytes.some((b) => b > 0x7f);

export function decodeFeed(bytes: Uint8Array, contentType?: string | null): DecodedFeed {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: tryDecode(bytes, 'utf-8', false) ?? '', encoding: 'utf-8', declared: 'utf-8' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: tryDecode(bytes, 'utf-16le', false) ?? '', encoding: 'utf-16le', declared: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: tryDecode(bytes, 'utf-16be', false) ?? '', encoding: 'utf-16be', declared: 'utf-16be' };

  const declared = declaredInXml(bytes) ?? charsetOf(contentType);
  const label = declared ?? 'utf-8';

  if (label === 'utf-8' || label === 'utf8') {
    const strict = tryDecode(bytes, 'utf-8', true);
    if (strict !== null) return { text: strict, encoding: 'utf-8', declared };
    return { text: tryDecode(bytes, 'windows-1252', false) ?? '', encoding: 'windows-1252', declared };
  }
  if (SINGLE_BYTE.has(label) && hasNonAscii(bytes)) {
    const utf8 = tryDecode(bytes, 'utf-8', true);
    if (utf8 !== null) return { text: utf8, encoding: 'utf-8', declared };
  }
  const named = tryDecode(bytes, label, false);
  if (named !== null) return { text: named, encoding: label, declared };
  // A label no decoder knows: UTF-8 if the bytes allow, else Windows-1252.
  const fallback = tryDecode(bytes, 'utf-8', true);
  if (fallback !== null) return { text: fallback, encoding: 'utf-8', declared };
  return { text: tryDecode(bytes, 'windows-1252', false) ?? '', encoding: 'windows-1252', declared };
}
