export type VideoSource =
  | { kind: 'embed'; provider: 'YouTube' | 'Vimeo'; src: string }
  | { kind: 'file'; src: string; type: string };

const FILE_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
};

function youTubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtu.be') return url.pathname.slice(1).split('/')[0] || null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const match = /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname);
  return match?.[1] ?? null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const match = /\/(\d+)(?:\/|$)/.exec(url.pathname);
  return match?.[1] ?? null;
}

/**
 * How to play a video URL: YouTube and Vimeo become embedded players, links
 * ending mp4, webm or ogg a native player; anything else is not playable here.
 */
export function videoSource(videoUrl: string | null | undefined): VideoSource | null {
  if (!videoUrl) return null;
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;

  const youTube = youTubeId(url);
  if (youTube && /^[\w-]+$/.test(youTube)) {
    return { kind: 'embed', provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${youTube}` };
  }
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'embed', provider: 'Vimeo', src: `https://player.vimeo.com/video/${vimeo}` };

  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  const type = extension ? FILE_TYPES[extension] : undefined;
  return type ? { kind: 'file', src: url.href, type } : null;
}
