import { describe, expect, it } from 'vitest';

import { federalNews } from './federal-news';
import { testArticle } from './test-articles';

describe('federal news impacting Michigan', () => {
  it('keeps only federal-category articles', () => {
    const list = [
      testArticle({ id: '1', category: 'federal' }),
      testArticle({ id: '2', category: 'michigan-politics', level: 'Federal Politics' }),
      testArticle({ id: '3', category: 'federal' }),
      testArticle({ id: '4', category: 'breaking' }),
    ];
    expect(federalNews(list).map((article) => article.id)).toEqual(['1', '3']);
  });

  it('shows three at most', () => {
    const list = ['1', '2', '3', '4'].map((id) => testArticle({ id, category: 'federal' }));
    expect(federalNews(list).map((article) => article.id)).toEqual(['1', '2', '3']);
  });

  it('is empty when none of the latest is federal, or while nothing is loaded', () => {
    expect(federalNews([testArticle({ id: '1' })])).toEqual([]);
    expect(federalNews(undefined)).toEqual([]);
  });
});
