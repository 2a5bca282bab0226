import { describe, expect, it } from 'vitest';
import { createSearchIndex, type SearchDocument } from './search-index.ts';
import { deletions, editDistance, tokenise } from './tokenise.ts';

let day = 0;
function doc(id: string, fields: Partial<SearchDocument> = {}): SearchDocument {
  day += 1;
  return {
    id,
    title: '',
    excerpt: '',
    content: '',
    tags: [],
    author: 'Staff',
    publishedAt: new Date(Date.UTC(2025, 0, day)).toISOString(),
    ...fields,
  };
}

const page = { offset: 0, limit: 20 };

describe('tokenising', () => {
  it('lower-cases, strips diacritics, possessives, punctuation and stopwords', () => {
    expect(tokenise("Whitmer's BUDGET: Café-owners in Ypsilanti, (Line 5)!")).toEqual(['whitmer', 'budget', 'cafe', 'owners', 'ypsilanti', 'line', '5']);
  });

  it('measures edits, counting a swap of neighbours as one', () => {
    expect(editDistance('whitmr', 'whitmer', 2)).toBe(1);
    expect(editDistance('detriot', 'detroit', 2)).toBe(1);
    expect(editDistance('legsilatur', 'legislature', 2)).toBe(2);
    expect(editDistance('budget', 'senate', 1)).toBe(2);
  });

  it('lists the deletions of a word', () => {
    expect([...deletions('abc', 1)].sort()).toEqual(['ab', 'abc', 'ac', 'bc']);
  });
});

describe('search index', () => {
  it('ranks a title match above a body match, and breaks ties by the newer article', () => {
    const index = createSearchIndex();
    index.add(doc('body', { title: 'Senate session', content: 'The roads budget was debated for hours.' }));
    index.add(doc('title', { title: 'Roads budget passes', content: 'A vote in Lansing.' }));
    index.add(doc('older-twin', { title: 'Transit plan', content: 'Nothing about money.' }));
    index.add(doc('newer-twin', { title: 'Transit plan', content: 'Nothing about money.' }));
    expect(index.search('roads budget', page)).toEqual({ ids: ['title', 'body'], total: 2 });
    expect(index.search('transit', page).ids).toEqual(['newer-twin', 'older-twin']);
  });

  it('weights tags and the author above the body', () => {
    const index = createSearchIndex();
    index.add(doc('content', { title: 'One', content: 'tariffs tariffs and more words here to read' }));
    index.add(doc('tagged', { title: 'Two', tags: ['Tariffs'], content: 'other words here to read about' }));
    expect(index.search('tariffs', page).ids).toEqual(['tagged', 'content']);
    index.add(doc('by', { title: 'Three', author: 'Dana Whitfield' }));
    expect(index.search('whitfield', page).ids).toEqual(['by']);
  });

  it('needs every word to match', () => {
    const index = createSearchIndex();
    index.add(doc('a', { title: 'Great Lakes water' }));
    index.add(doc('b', { title: 'Great budget' }));
    expect(index.search('great lakes', page).ids).toEqual(['a']);
    expect(index.search('great', page).total).toBe(2);
    expect(index.search('the of and', page)).toEqual({ ids: [], total: 0 });
  });

  it('forgives one typo from 4 letters and two from 8, ranking the nearer word first', () => {
    const index = createSearchIndex();
    index.add(doc('whitmer', { title: 'Whitmer signs the budget' }));
    index.add(doc('legislature', { title: 'The legislature adjourns' }));
    expect(index.search('Whitmr', page).ids).toEqual(['whitmer']);
    index.add(doc('near', { title: 'Whitmr is a made-up word here' }));
    // "Whitmre" is one edit from both "whitmer" and "whitmr".
    expect(index.search('Whitmre', page).total).toBe(2);
    // A word the archive has is taken as spelt.
    expect(index.search('Whitmr', page).ids).toEqual(['near']);
    expect(index.search('legsilatur', page).ids).toEqual(['legislature']);
    // Three letters: no typo allowed; two typos in a 7-letter word: too many.
    expect(index.search('bdg', page).total).toBe(0);
    expect(index.search('wihtmre', page).total).toBe(0);
  });

  it('matches the last word as a prefix, and only the last', () => {
    const index = createSearchIndex();
    index.add(doc('r', { title: 'Redistricting commission meets' }));
    index.add(doc('c', { title: 'Commission on roads' }));
    expect(index.search('commission redist', page).ids).toEqual(['r']);
    expect(index.search('redist commission', page).total).toBe(0);
    expect(index.search('comm', page).total).toBe(2);
  });

  it('pages through the results and counts them all', () => {
    const index = createSearchIndex();
    for (let i = 0; i < 45; i++) index.add(doc(`d${i}`, { title: `Detroit story ${i}` }));
    const first = index.search('detroit', { offset: 0, limit: 20 });
    const second = index.search('detroit', { offset: 20, limit: 20 });
    const third = index.search('detroit', { offset: 40, limit: 20 });
    expect([first.total, second.total, third.total]).toEqual([45, 45, 45]);
    expect([first.ids.length, second.ids.length, third.ids.length]).toEqual([20, 20, 5]);
    // Newest first among equals, no repeats across pages.
    expect(first.ids[0]).toBe('d44');
    expect(new Set([...first.ids, ...second.ids, ...third.ids]).size).toBe(45);
  });

  it('forgets a removed document and re-indexes a replaced one', () => {
    const index = createSearchIndex();
    index.add(doc('a', { title: 'Pipeline ruling' }));
    index.add(doc('b', { title: 'Pipeline hearing' }));
    index.remove('a');
    expect(index.search('pipeline', page)).toEqual({ ids: ['b'], total: 1 });
    index.add(doc('b', { title: 'Tunnel hearing' }));
    expect(index.search('pipeline', page).total).toBe(0);
    expect(index.search('tunnel', page).ids).toEqual(['b']);
    expect(index.size()).toBe(1);
  });

  it('stays correct after many removals sweep the postings', () => {
    const index = createSearchIndex();
    for (let i = 0; i < 200; i++) index.add(doc(`d${i}`, { title: `Budget vote ${i}` }));
    for (let i = 0; i < 150; i++) index.remove(`d${i}`);
    const hits = index.search('budget', { offset: 0, limit: 100 });
    expect(hits.total).toBe(50);
    expect(hits.ids.every((id) => Number(id.slice(1)) >= 150)).toBe(true);
  });

  it('filters with accept, counting only what it accepts', () => {
    const index = createSearchIndex();
    index.add(doc('a', { title: 'Flint water' }));
    index.add(doc('b', { title: 'Flint schools' }));
    expect(index.search('flint', { ...page, accept: (id) => id === 'b' })).toEqual({ ids: ['b'], total: 1 });
  });
});
