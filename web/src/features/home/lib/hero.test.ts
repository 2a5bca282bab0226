import { describe, expect, it } from 'vitest';

import { chooseLead, heroBadge, sideStories } from './hero';
import { testArticle } from './test-articles';

describe('hero lead', () => {
  const featured = testArticle({ id: 'f1', isFeatured: true });
  const breaking = testArticle({ id: 'b1', isBreaking: true });

  it('is the first featured article', () => {
    expect(chooseLead([featured, testArticle({ id: 'f2' })], breaking)).toEqual({ article: featured, isBreaking: false });
  });

  it('is the breaking article when nothing is featured, and then carries the breaking badges', () => {
    expect(chooseLead([], breaking)).toEqual({ article: breaking, isBreaking: true });
    expect(chooseLead(undefined, breaking)).toEqual({ article: breaking, isBreaking: true });
  });

  it('carries the breaking badges when the first featured article is the breaking one', () => {
    const both = testArticle({ id: 'x', isFeatured: true, isBreaking: true });
    expect(chooseLead([both], both)?.isBreaking).toBe(true);
  });

  it('falls back to the latest article when nothing is featured or breaking, without the breaking badges', () => {
    const latest = [testArticle({ id: 'l1' }), testArticle({ id: 'l2' })];
    expect(chooseLead([], null, latest)).toEqual({ article: latest[0], isBreaking: false });
    expect(chooseLead([featured], null, latest)?.article).toBe(featured);
    expect(chooseLead([], breaking, latest)?.article).toBe(breaking);
  });

  it('is absent when there is nothing at all', () => {
    expect(chooseLead([], null, [])).toBeNull();
    expect(chooseLead(undefined, undefined)).toBeNull();
  });

  it('has two side stories from the latest, never the lead', () => {
    const latest = ['f1', 'a', 'b', 'c'].map((id) => testArticle({ id }));
    expect(sideStories(latest, featured).map((article) => article.id)).toEqual(['a', 'b']);
    expect(sideStories(latest.slice(0, 2), featured).map((article) => article.id)).toEqual(['a']);
  });
});

describe('hero badge', () => {
  it('shows the section in Michigan blue for Michigan Politics', () => {
    expect(heroBadge({ level: 'Michigan Politics', section: 'Courts', category: 'politics' })).toEqual({
      text: 'Courts',
      tone: 'michigan',
    });
  });

  it("shows 'Federal {section}' in federal purple for Federal Politics", () => {
    expect(heroBadge({ level: 'Federal Politics', section: 'Policy', category: 'federal' })).toEqual({
      text: 'Federal Policy',
      tone: 'federal',
    });
  });

  it('names the level when the section is missing', () => {
    expect(heroBadge({ level: 'Michigan Politics', section: null, category: 'politics' }).text).toBe('Michigan Politics');
    expect(heroBadge({ level: 'Federal Politics', section: null, category: 'federal' }).text).toBe('Federal Politics');
  });

  it("otherwise shows the category upper-cased, or 'POLITICS'", () => {
    expect(heroBadge({ level: null, section: 'Courts', category: 'analysis' })).toEqual({ text: 'ANALYSIS', tone: 'neutral' });
    expect(heroBadge({ level: null, section: null, category: 'michigan-politics' })).toEqual({
      text: 'MICHIGAN POLITICS',
      tone: 'michigan',
    });
    expect(heroBadge({ level: null, section: null, category: 'breaking' })).toEqual({ text: 'BREAKING', tone: 'breaking' });
    expect(heroBadge({ level: null, section: null, category: 'federal' }).tone).toBe('federal');
    // A category the API did not send (older rows).
    expect(heroBadge({ level: null, section: null, category: '' as never })).toEqual({ text: 'POLITICS', tone: 'neutral' });
  });
});
