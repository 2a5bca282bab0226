/** Share windows open at 600 by 400 (reader §9). */
export const SHARE_WINDOW = { width: 600, height: 400 } as const;

export type ShareTarget = 'facebook' | 'x' | 'linkedin';

export type ShareLinks = Record<ShareTarget | 'email', string>;

/** The article's public address: what readers share. */
export function articleShareUrl(origin: string, slug: string): string {
  return `${origin}/article/${encodeURIComponent(slug)}`;
}

/** Share addresses for one article (Facebook, X, LinkedIn, and a mailto: for email). */
export function shareLinks({ url, title }: { url: string; title: string }): ShareLinks {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/tweet?url=${u}&text=${t}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    // mailto wants %20 for spaces, never '+': encodeURIComponent, not URLSearchParams.
    email: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
  };
}

/** window.open features for a 600 by 400 share window, centred on the reader's window when possible. */
export function shareWindowFeatures(screenBox?: { left: number; top: number; width: number; height: number }): string {
  const { width, height } = SHARE_WINDOW;
  const features = [`width=${width}`, `height=${height}`];
  if (screenBox) {
    features.push(
      `left=${Math.max(0, Math.round(screenBox.left + (screenBox.width - width) / 2))}`,
      `top=${Math.max(0, Math.round(screenBox.top + (screenBox.height - height) / 2))}`,
    );
  }
  // The share site gets no handle on this page.
  features.push('noopener', 'noreferrer');
  return features.join(',');
}

/** Opens a share address in a 600 by 400 pop-up window. */
export function openShareWindow(href: string, win: Window = window): void {
  win.open(
    href,
    '_blank',
    shareWindowFeatures({ left: win.screenX, top: win.screenY, width: win.outerWidth, height: win.outerHeight }),
  );
}

export type CopyToast = { title: string; description?: string; variant?: 'default' | 'destructive' };

/** The toasts of reader §8, Sharing. */
export const copyToasts = {
  copied: { title: 'Link copied!' },
  failed: { title: 'Copy failed', description: 'Unable to copy link. Please try again.', variant: 'destructive' },
  unsupported: { title: 'Failed to copy', description: 'Please copy the URL manually', variant: 'destructive' },
} as const satisfies Record<string, CopyToast>;

/**
 * Copies the link with the Clipboard API and answers with the toast to show:
 * copied, failed (the write was refused) or unsupported (no Clipboard API).
 */
export async function copyLink(
  url: string,
  clipboard: Pick<Clipboard, 'writeText'> | null | undefined = globalThis.navigator?.clipboard,
): Promise<CopyToast> {
  if (!clipboard || typeof clipboard.writeText !== 'function') return copyToasts.unsupported;
  try {
    await clipboard.writeText(url);
    return copyToasts.copied;
  } catch {
    return copyToasts.failed;
  }
}
