import { describe, expect, it } from 'vitest';

import { emptyFeedForm, feedBody, feedFormProblem, feedStats } from './feed-form';

describe('the RSS feed form (staff §5)', () => {
  it('asks for the name and the address', () => {
    expect(feedFormProblem(emptyFeedForm)).toEqual({ message: 'Please fill in all required fields', fields: ['name', 'url'] });
    expect(feedFormProblem({ ...emptyFeedForm, name: 'Wire', url: '   ' })).toEqual({ message: 'Please fill in all required fields', fields: ['url'] });
  });

  it('needs an http(s) URL', () => {
    expect(feedFormProblem({ ...emptyFeedForm, name: 'Wire', url: 'feeds.example.com/rss' })?.message).toBe('Please enter a valid feed URL (http or https)');
    expect(feedFormProblem({ ...emptyFeedForm, name: 'Wire', url: 'ftp://feeds.example.com/rss' })?.fields).toEqual(['url']);
    expect(feedFormProblem({ ...emptyFeedForm, name: 'Wire', url: 'https://feeds.example.com/rss' })).toBeNull();
  });

  it('sends name, url, isActive and trusted, trimmed', () => {
    expect(feedBody({ name: ' Wire ', url: ' https://x.example/rss ', isActive: false, trusted: true })).toEqual({
      name: 'Wire',
      url: 'https://x.example/rss',
      isActive: false,
      trusted: true,
    });
  });

  it('counts feeds, active ones, failing ones and the articles they brought', () => {
    expect(
      feedStats([
        { isActive: true, itemsIngested: 4, health: 'ok' },
        { isActive: false, itemsIngested: 1, health: 'failing' },
      ]),
    ).toEqual({ total: 2, active: 1, failing: 1, articles: 5 });
  });
});
