import { describe, expect, it } from 'vitest';

import { videoSource } from './video';

describe('videoSource', () => {
  it('embeds YouTube links in their usual forms', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://youtube.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(videoSource(url)).toEqual({
        kind: 'embed',
        provider: 'YouTube',
        src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      });
    }
  });

  it('embeds Vimeo links', () => {
    expect(videoSource('https://vimeo.com/76979871')).toEqual({
      kind: 'embed',
      provider: 'Vimeo',
      src: 'https://player.vimeo.com/video/76979871',
    });
  });

  it('plays mp4, webm and ogg files natively', () => {
    expect(videoSource('https://cdn.example/a.mp4')).toMatchObject({ kind: 'file', type: 'video/mp4' });
    expect(videoSource('https://cdn.example/a.WEBM')).toMatchObject({ kind: 'file', type: 'video/webm' });
    expect(videoSource('https://cdn.example/a.ogg?x=1')).toMatchObject({ kind: 'file', type: 'video/ogg' });
  });

  it('refuses anything else', () => {
    expect(videoSource('https://example.com/page')).toBeNull();
    expect(videoSource('javascript:alert(1)//.mp4')).toBeNull();
    expect(videoSource('not a url')).toBeNull();
    expect(videoSource(null)).toBeNull();
  });
});
