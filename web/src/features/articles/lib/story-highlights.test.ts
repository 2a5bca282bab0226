import { describe, expect, it } from 'vitest';

import { bodySentences, storyHighlights } from './story-highlights';

describe('story highlights', () => {
  it('picks the sentences that mention politics, in reading order', () => {
    const content = [
      'It was a cold and windy night in the capital city.',
      'The Senate voted 20-18 to approve the stopgap budget.',
      'Snow fell on the lawn outside for most of the evening.',
      'The governor is expected to sign it on Wednesday morning.',
    ].join(' ');
    expect(storyHighlights(content)).toEqual([
      'The Senate voted 20-18 to approve the stopgap budget.',
      'The governor is expected to sign it on Wednesday morning.',
    ]);
  });

  it('keeps at most four highlights', () => {
    const content = Array.from({ length: 6 }, (_, index) => `Lawmakers debated amendment number ${index + 1} today.`).join(' ');
    const highlights = storyHighlights(content);
    expect(highlights).toHaveLength(4);
    expect(highlights[3]).toBe('Lawmakers debated amendment number 4 today.');
  });

  it('falls back to the first sentences when none mentions politics', () => {
    const content = 'Snow covered the Upper Peninsula overnight. Ferries to Mackinac Island kept running. Short one.';
    expect(storyHighlights(content)).toEqual([
      'Snow covered the Upper Peninsula overnight.',
      'Ferries to Mackinac Island kept running.',
    ]);
  });

  it('leaves out sentences of 20 characters or fewer', () => {
    // 'The House voted yes.' is exactly 20 characters.
    expect(storyHighlights('The House voted yes. The Senate did not take up the bill.')).toEqual([
      'The Senate did not take up the bill.',
    ]);
  });

  it('cuts a long sentence at 120 characters and adds an ellipsis', () => {
    const long = `The budget ${'and the road plan '.repeat(10)}passed.`;
    const [highlight] = storyHighlights(long);
    expect(highlight).toBe(`${long.slice(0, 120).trimEnd()}...`);
    expect(highlight?.length).toBeLessThanOrEqual(123);
  });

  it('does not take billion for bill or lawn for law', () => {
    expect(storyHighlights('The lawn cost one billion dollars to water. The bill died in committee.')).toEqual([
      'The bill died in committee.',
    ]);
  });

  it('reads the body text: no headings, link targets or markup', () => {
    const content = [
      '## The vote in the House',
      'The **House** passed [the plan](https://example.com) on Tuesday night.',
      '> "This budget keeps the lights on," the senator said.',
    ].join('\n');
    expect(bodySentences(content)).toEqual([
      'The House passed the plan on Tuesday night.',
      '"This budget keeps the lights on," the senator said.',
    ]);
  });

  it('does not end a sentence at a title or an initial', () => {
    expect(bodySentences('"This keeps the lights on," said Sen. Laura Kettering. The U.S. Senate did not act.')).toEqual([
      '"This keeps the lights on," said Sen. Laura Kettering.',
      'The U.S. Senate did not act.',
    ]);
  });

  it('is empty for an empty body', () => {
    expect(storyHighlights('')).toEqual([]);
    expect(storyHighlights(null)).toEqual([]);
  });
});
