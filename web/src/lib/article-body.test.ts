import { describe, expect, it } from 'vitest';

import { parseBody, parseInline } from './article-body';

describe('parseInline', () => {
  it('turns **text** into strong and *text* into em', () => {
    expect(parseInline('a **bold** and *italic* word')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'italic' }] },
      { type: 'text', text: ' word' },
    ]);
  });

  it('nests italic inside bold', () => {
    expect(parseInline('**very *much* so**')).toEqual([
      {
        type: 'strong',
        children: [
          { type: 'text', text: 'very ' },
          { type: 'em', children: [{ type: 'text', text: 'much' }] },
          { type: 'text', text: ' so' },
        ],
      },
    ]);
  });

  it('leaves lone asterisks and snake_case words alone', () => {
    expect(parseInline('5 * 3 = 15 and file_name_here')).toEqual([
      { type: 'text', text: '5 * 3 = 15 and file_name_here' },
    ]);
  });
});

describe('parseBody', () => {
  it('reads headings, quotes and paragraphs line by line', () => {
    const blocks = parseBody('## The vote\n### In the Senate\n> We will not back down.\n> Not today.\n\nThe bill passed 20-18.');
    expect(blocks).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'The vote' }] },
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'In the Senate' }] },
      {
        type: 'quote',
        paragraphs: [[{ type: 'text', text: 'We will not back down.' }], [{ type: 'text', text: 'Not today.' }]],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'The bill passed 20-18.' }] },
    ]);
  });

  it('makes every non-empty line a paragraph', () => {
    const blocks = parseBody('First line.\r\nSecond line.\n\n\nThird.');
    expect(blocks.map((block) => block.type)).toEqual(['paragraph', 'paragraph', 'paragraph']);
  });

  it('turns ![alt](url) into an image block, even inside a line', () => {
    const blocks = parseBody('Before ![Capitol dome](https://img.example/capitol.jpg) after');
    expect(blocks).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Before' }] },
      { type: 'image', src: 'https://img.example/capitol.jpg', alt: 'Capitol dome' },
      { type: 'paragraph', children: [{ type: 'text', text: 'after' }] },
    ]);
  });

  it('drops the lead image when the body repeats it', () => {
    const blocks = parseBody('![Lead](https://img.example/lead.jpg?w=800)\nText.\n![Other](https://img.example/other.jpg)', {
      leadImageUrl: 'https://img.example/lead.jpg',
    });
    expect(blocks).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Text.' }] },
      { type: 'image', src: 'https://img.example/other.jpg', alt: 'Other' },
    ]);
  });

  it('drops images with unsafe URLs', () => {
    expect(parseBody('![x](javascript:void0)\n![y](data:image/png;base64,AAAA)')).toEqual([]);
  });

  it('strips links to their text', () => {
    expect(parseBody('Read [the bill](https://legislature.mi.gov/hb1) and [the vote](http://x.y)[now](/z).')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Read the bill and the votenow.' }] },
    ]);
  });

  it("removes 'read full article at source' phrases and the lines they leave empty", () => {
    const blocks = parseBody('The governor signed it. Read full article at source.\n[Read full article at source](https://x.y)');
    expect(blocks).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: 'The governor signed it.' }] }]);
  });

  it('keeps HTML as plain text', () => {
    expect(parseBody('<script>alert(1)</script>')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });

  it('returns nothing for empty content', () => {
    expect(parseBody('')).toEqual([]);
    expect(parseBody(null)).toEqual([]);
  });

  it('reads a pipe table with a header row, a separator and body rows', () => {
    const blocks = parseBody('Intro.\n| Chamber | Yes | No |\n| --- | --- | --- |\n| Senate | **20** | 18 |\n| House | 56 | 54 |\nAfter.');
    expect(blocks).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Intro.' }] },
      {
        type: 'table',
        header: [[{ type: 'text', text: 'Chamber' }], [{ type: 'text', text: 'Yes' }], [{ type: 'text', text: 'No' }]],
        rows: [
          [[{ type: 'text', text: 'Senate' }], [{ type: 'strong', children: [{ type: 'text', text: '20' }] }], [{ type: 'text', text: '18' }]],
          [[{ type: 'text', text: 'House' }], [{ type: 'text', text: '56' }], [{ type: 'text', text: '54' }]],
        ],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'After.' }] },
    ]);
  });

  it('keeps pipe lines without a separator row as paragraphs', () => {
    expect(parseBody('| not | a table |').map((block) => block.type)).toEqual(['paragraph']);
  });

  it('makes siren and bold BREAKING: lines breaking blocks only when asked', () => {
    const text = '🚨 **BREAKING:** The Senate adjourned.\n**BREAKING:** Second.\nCalm line.';
    expect(parseBody(text, { breaking: true }).map((block) => block.type)).toEqual(['breaking', 'breaking', 'paragraph']);
    expect(parseBody(text).map((block) => block.type)).toEqual(['paragraph', 'paragraph', 'paragraph']);
    expect(parseBody('🚨 **BREAKING:** Now.', { breaking: true })).toEqual([
      {
        type: 'breaking',
        children: [
          { type: 'text', text: '🚨 ' },
          { type: 'strong', children: [{ type: 'text', text: 'BREAKING:' }] },
          { type: 'text', text: ' Now.' },
        ],
      },
    ]);
  });
});
