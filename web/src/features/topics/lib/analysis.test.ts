import { describe, expect, it } from 'vitest';

import { analysisArticles, isAnalysis } from './analysis';

function story(title: string, content = 'The Senate met on Tuesday.', publishedAt: string | null = '2026-11-21T10:00:00Z') {
  return { title, content, publishedAt };
}

describe('analysis filter', () => {
  it.each([
    'Analysis: the road plan',
    'Opinion: fix the roads',
    'Editorial board weighs in',
    'Commentary on the session',
    'A perspective from Flint',
    'Deep dive into school aid',
    'The budget, explained',
    'Why the vote failed',
    'How a bill becomes law',
    'What this means for Detroit',
    'Implications of the ruling',
    'Impact on schools',
    'A breakdown of the numbers',
    'Investigation finds gaps',
  ])('keeps a title with an analysis word: %j', (title) => {
    expect(isAnalysis(story(title))).toBe(true);
  });

  it('matches any case, in the content too', () => {
    expect(isAnalysis(story('Senate returns', 'Our ANALYSIS of the vote follows.'))).toBe(true);
  });

  it("needs the space after 'why' and 'how'", () => {
    expect(isAnalysis(story('Showdown in Lansing', 'However, nobody knew.'))).toBe(false);
    expect(isAnalysis(story('Showdown in Lansing', 'Here is how it went.'))).toBe(true);
  });

  it('keeps long reads of over 2000 characters', () => {
    expect(isAnalysis(story('Senate returns', 'a'.repeat(2000)))).toBe(false);
    expect(isAnalysis(story('Senate returns', 'a'.repeat(2001)))).toBe(true);
  });

  it('lists analysis newest first', () => {
    const list = [
      story('Analysis: older', 'x', '2026-11-20T10:00:00Z'),
      story('Plain news', 'x', '2026-11-21T12:00:00Z'),
      story('Opinion: newer', 'x', '2026-11-21T11:00:00Z'),
      story('Explained: undated', 'x', null),
    ];
    expect(analysisArticles(list).map((article) => article.title)).toEqual([
      'Opinion: newer',
      'Analysis: older',
      'Explained: undated',
    ]);
  });
});
