/** The text after a toolbar action, and what to select in it. */
export type TextEdit = { value: string; selectionStart: number; selectionEnd: number };

export type FormatTool = 'bold' | 'italic' | 'quote' | 'heading' | 'breaking' | 'table';

/** The breaking-news marker: a siren and bold 'BREAKING:' (staff §2). */
export const BREAKING_MARKER = '🚨 **BREAKING:** ';

/** The table button's template: a header row, the separator and two rows. */
export const TABLE_TEMPLATE = [
  '| Column 1 | Column 2 | Column 3 |',
  '| --- | --- | --- |',
  '| Row 1 | Data | Data |',
  '| Row 2 | Data | Data |',
].join('\n');

const PLACEHOLDER: Partial<Record<FormatTool, string>> = { bold: 'bold text', italic: 'italic text' };

function wrap(value: string, start: number, end: number, mark: string, placeholder: string): TextEdit {
  const inner = value.slice(start, end) || placeholder;
  const next = `${value.slice(0, start)}${mark}${inner}${mark}${value.slice(end)}`;
  return { value: next, selectionStart: start + mark.length, selectionEnd: start + mark.length + inner.length };
}

/** The whole lines the selection touches. */
function lineBounds(value: string, start: number, end: number) {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const newline = value.indexOf('\n', end);
  return { lineStart, lineEnd: newline === -1 ? value.length : newline };
}

function prefixLines(value: string, start: number, end: number, prefix: (line: string) => string): TextEdit {
  const { lineStart, lineEnd } = lineBounds(value, start, end);
  const lines = value.slice(lineStart, lineEnd).split('\n').map(prefix).join('\n');
  const next = `${value.slice(0, lineStart)}${lines}${value.slice(lineEnd)}`;
  return { value: next, selectionStart: lineStart + lines.length, selectionEnd: lineStart + lines.length };
}

/** Text inserted on lines of its own: a newline before it unless at a line start, one after unless a line follows. */
export function insertBlock(value: string, start: number, end: number, block: string): TextEdit {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const trail = after === '' || after.startsWith('\n') ? '' : '\n';
  const next = `${before}${lead}${block}${trail}${after}`;
  const caret = before.length + lead.length + block.length;
  return { value: next, selectionStart: caret, selectionEnd: caret };
}

/** Replaces the selection with text and puts the caret after it (image and link dialogs). */
export function insertInline(value: string, start: number, end: number, text: string): TextEdit {
  const next = `${value.slice(0, start)}${text}${value.slice(end)}`;
  return { value: next, selectionStart: start + text.length, selectionEnd: start + text.length };
}

/**
 * What a toolbar button does to the text and its selection: bold and italic
 * wrap the selection (or a placeholder, selected so typing replaces it);
 * quote and heading prefix the selected lines ('> ', '## '); breaking starts a
 * line with the marker; table inserts the template on lines of its own.
 */
export function applyFormat(tool: FormatTool, value: string, start: number, end: number): TextEdit {
  switch (tool) {
    case 'bold':
      return wrap(value, start, end, '**', PLACEHOLDER.bold ?? '');
    case 'italic':
      return wrap(value, start, end, '*', PLACEHOLDER.italic ?? '');
    case 'quote':
      return prefixLines(value, start, end, (line) => (line.startsWith('> ') ? line : `> ${line}`));
    case 'heading':
      return prefixLines(value, start, end, (line) => `## ${line.replace(/^#{1,6}\s*/, '')}`);
    case 'breaking': {
      const selected = value.slice(start, end);
      return insertBlock(value, start, end, `${BREAKING_MARKER}${selected}`);
    }
    case 'table':
      return insertBlock(value, start, end, TABLE_TEMPLATE);
  }
}

/** '![alt](url)' for the insert-image dialog. */
export function imageMarkdown(url: string, alt: string): string {
  return `![${alt.trim().replace(/[[\]]/g, '')}](${url.trim()})`;
}

/** '[text](url)' for the insert-link dialog. */
export function linkMarkdown(text: string, url: string): string {
  return `[${text.trim().replace(/[[\]]/g, '')}](${url.trim()})`;
}
