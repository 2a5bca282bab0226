const WORDS_PER_MINUTE = 200;

/** Words divided by 200, rounded up; at least one minute. */
export function readTimeMinutes(content: string | null | undefined): number {
  const words = (content ?? '').trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function formatReadTime(content: string | null | undefined): string {
  return `${readTimeMinutes(content)} min read`;
}
