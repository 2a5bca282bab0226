import { describe, expect, it } from 'vitest';

import { applyFormat, BREAKING_MARKER, imageMarkdown, insertBlock, insertInline, linkMarkdown, TABLE_TEMPLATE } from './markdown-insert';

const selected = (edit: { value: string; selectionStart: number; selectionEnd: number }) =>
  edit.value.slice(edit.selectionStart, edit.selectionEnd);

describe('bold and italic', () => {
  it('wrap the selection and keep it selected', () => {
    const edit = applyFormat('bold', 'The vote passed.', 4, 8);
    expect(edit.value).toBe('The **vote** passed.');
    expect(selected(edit)).toBe('vote');
    expect(applyFormat('italic', 'The vote passed.', 4, 8).value).toBe('The *vote* passed.');
  });

  it('insert a selected placeholder when nothing is selected', () => {
    const edit = applyFormat('bold', 'Text ', 5, 5);
    expect(edit.value).toBe('Text **bold text**');
    expect(selected(edit)).toBe('bold text');
  });
});

describe('quote and heading', () => {
  it("prefix every selected line with '> '", () => {
    expect(applyFormat('quote', 'one\ntwo\nthree', 1, 5).value).toBe('> one\n> two\nthree');
  });

  it("make the caret's line a '## ' heading, replacing an older level", () => {
    expect(applyFormat('heading', 'intro\nThe vote', 8, 8).value).toBe('intro\n## The vote');
    expect(applyFormat('heading', '### Old', 0, 0).value).toBe('## Old');
  });
});

describe('breaking', () => {
  it('starts a line with the siren and bold BREAKING:', () => {
    const edit = applyFormat('breaking', 'Intro.', 6, 6);
    expect(edit.value).toBe(`Intro.\n${BREAKING_MARKER}`);
    expect(edit.selectionStart).toBe(edit.value.length);
    expect(BREAKING_MARKER).toBe('🚨 **BREAKING:** ');
  });

  it('keeps selected text after the marker', () => {
    expect(applyFormat('breaking', 'Senate adjourns', 0, 15).value).toBe('🚨 **BREAKING:** Senate adjourns');
  });
});

describe('table', () => {
  it('inserts the template on lines of its own', () => {
    expect(applyFormat('table', 'Before.After.', 7, 7).value).toBe(`Before.\n${TABLE_TEMPLATE}\nAfter.`);
    expect(applyFormat('table', '', 0, 0).value).toBe(TABLE_TEMPLATE);
  });
});

describe('inserting', () => {
  it('blocks need no extra newline at a line start', () => {
    expect(insertBlock('a\n', 2, 2, 'X').value).toBe('a\nX');
  });

  it('inline text replaces the selection', () => {
    const edit = insertInline('See here.', 4, 8, '[the bill](https://x.y)');
    expect(edit.value).toBe('See [the bill](https://x.y).');
    expect(edit.selectionStart).toBe(edit.selectionEnd);
  });

  it('builds image and link markdown without stray brackets', () => {
    expect(imageMarkdown(' https://img.example/a.jpg ', 'The [Capitol]')).toBe('![The Capitol](https://img.example/a.jpg)');
    expect(linkMarkdown('the bill', 'https://legislature.mi.gov')).toBe('[the bill](https://legislature.mi.gov)');
  });
});
