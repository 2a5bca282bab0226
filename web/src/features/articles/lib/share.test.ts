import { describe, expect, it, vi } from 'vitest';

import { articleShareUrl, copyLink, openShareWindow, shareLinks, shareWindowFeatures } from './share';

const url = 'https://mitics.example/article/senate-passes-road-plan';
const title = 'Senate passes road plan & sends it on';

describe('share links', () => {
  it('builds the article address from the origin and slug', () => {
    expect(articleShareUrl('https://mitics.example', 'senate-passes-road-plan')).toBe(url);
  });

  it('points Facebook, X and LinkedIn at the article, encoded', () => {
    const links = shareLinks({ url, title });
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fmitics.example%2Farticle%2Fsenate-passes-road-plan',
    );
    expect(new URL(links.x).origin).toBe('https://x.com');
    expect(new URL(links.x).searchParams.get('url')).toBe(url);
    expect(new URL(links.x).searchParams.get('text')).toBe(title);
    expect(new URL(links.linkedin).searchParams.get('url')).toBe(url);
  });

  it('writes an email with the title as subject and the link in the body', () => {
    const { email } = shareLinks({ url, title });
    expect(email.startsWith('mailto:?subject=Senate%20passes%20road%20plan%20%26%20sends%20it%20on&body=')).toBe(true);
    expect(email).not.toContain('+');
    expect(decodeURIComponent(email.split('body=')[1] ?? '')).toBe(`${title}\n\n${url}`);
  });
});

describe('share window', () => {
  it('is 600 by 400, centred, with no opener', () => {
    expect(shareWindowFeatures({ left: 100, top: 50, width: 1400, height: 900 })).toBe(
      'width=600,height=400,left=500,top=300,noopener,noreferrer',
    );
    expect(shareWindowFeatures()).toBe('width=600,height=400,noopener,noreferrer');
  });

  it('opens the share address with window.open', () => {
    const open = vi.fn();
    const win = { open, screenX: 0, screenY: 0, outerWidth: 1200, outerHeight: 800 } as unknown as Window;
    openShareWindow('https://www.facebook.com/sharer/sharer.php?u=x', win);
    expect(open).toHaveBeenCalledWith(
      'https://www.facebook.com/sharer/sharer.php?u=x',
      '_blank',
      'width=600,height=400,left=300,top=200,noopener,noreferrer',
    );
  });
});

describe('copy link', () => {
  it("answers 'Link copied!' when the clipboard takes it", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await copyLink(url, { writeText })).toEqual({ title: 'Link copied!' });
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it("answers 'Copy failed' when the write is refused", async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    expect(await copyLink(url, { writeText })).toEqual({
      title: 'Copy failed',
      description: 'Unable to copy link. Please try again.',
      variant: 'destructive',
    });
  });

  it("answers 'Failed to copy' when there is no Clipboard API", async () => {
    expect(await copyLink(url, null)).toEqual({
      title: 'Failed to copy',
      description: 'Please copy the URL manually',
      variant: 'destructive',
    });
  });
});
