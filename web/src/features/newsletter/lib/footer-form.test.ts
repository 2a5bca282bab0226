import { describe, expect, it } from 'vitest';

import { footerFormReducer, footerToasts, isValidFooterEmail, WELCOME_CARD_MS } from './footer-form';

describe('footer email rule', () => {
  it('needs some text with an @', () => {
    expect(isValidFooterEmail('reader@example.com')).toBe(true);
    expect(isValidFooterEmail('  reader@example.com ')).toBe(true);
    expect(isValidFooterEmail('')).toBe(false);
    expect(isValidFooterEmail('   ')).toBe(false);
    expect(isValidFooterEmail('reader.example.com')).toBe(false);
  });
});

describe('footer form states', () => {
  it('goes idle → submitting → subscribed → idle', () => {
    let state = footerFormReducer('idle', { type: 'submit' });
    expect(state).toBe('submitting');
    state = footerFormReducer(state, { type: 'succeeded' });
    expect(state).toBe('subscribed');
    expect(footerFormReducer(state, { type: 'welcomeDone' })).toBe('idle');
  });

  it('returns to idle after a failure', () => {
    expect(footerFormReducer('submitting', { type: 'failed' })).toBe('idle');
  });

  it('ignores a second submit while one is pending or the welcome card shows', () => {
    expect(footerFormReducer('submitting', { type: 'submit' })).toBe('submitting');
    expect(footerFormReducer('subscribed', { type: 'submit' })).toBe('subscribed');
  });

  it('ignores answers that arrive out of turn', () => {
    expect(footerFormReducer('idle', { type: 'succeeded' })).toBe('idle');
    expect(footerFormReducer('idle', { type: 'welcomeDone' })).toBe('idle');
    expect(footerFormReducer('subscribed', { type: 'failed' })).toBe('subscribed');
  });

  it('shows the welcome card for 3 seconds', () => {
    expect(WELCOME_CARD_MS).toBe(3000);
  });
});

describe('footer toasts', () => {
  it('uses the spec texts', () => {
    expect(footerToasts.invalid).toMatchObject({ title: 'Invalid email', description: 'Please enter a valid email address.' });
    expect(footerToasts.success.title).toBe('Successfully subscribed!');
    expect(footerToasts.failure('Address refused')).toMatchObject({
      title: 'Subscription failed',
      description: 'Address refused',
    });
    expect(footerToasts.failure(undefined).description).toBe('Please try again later.');
  });
});
