import type { NewsletterSubscription, SubscribeResponse, SubscriberSource } from '@mitics/contracts';

/** A failed subscribe: the HTTP status (0 for a network failure) and the server's own words, when it sent any. */
export class SubscribeError extends Error {
  override readonly name = 'SubscribeError';

  constructor(
    readonly status: number,
    /** problem+json `detail` (else `title`/`message`) from the server; undefined when there was none. */
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? `Subscribe failed with status ${status}`);
  }
}

function messageFrom(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const { detail, message } = body as { detail?: unknown; message?: unknown };
      if (typeof detail === 'string' && detail.trim()) return detail.trim();
      if (typeof message === 'string' && message.trim()) return message.trim();
    }
  } catch {
    // Not JSON: no server message to show.
  }
  return undefined;
}

/** POST /api/newsletter/subscribe with exactly { email } or { email, name }, plus the form's source when it says. */
export async function subscribeToNewsletter(subscription: NewsletterSubscription & { source?: SubscriberSource }): Promise<SubscribeResponse> {
  const body: NewsletterSubscription & { source?: SubscriberSource } = { email: subscription.email.trim() };
  const name = subscription.name?.trim();
  if (name) body.name = name;
  if (subscription.source) body.source = subscription.source;
  let response: Response;
  try {
    response = await fetch('/api/newsletter/subscribe', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new SubscribeError(0, undefined);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new SubscribeError(response.status, messageFrom(text));
  }
  return (await response.json().catch(() => ({ ok: true, alreadySubscribed: false }))) as SubscribeResponse;
}

/** Mutations retry once (reader §7), but a refusal (4xx) will not change on a second try. */
export function retrySubscribe(failureCount: number, error: unknown): boolean {
  if (error instanceof SubscribeError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export const newsletterKeys = {
  all: ['newsletter'] as const,
  subscribe: () => [...newsletterKeys.all, 'subscribe'] as const,
  /** GET /api/newsletter/stats. */
  stats: () => [...newsletterKeys.all, 'stats'] as const,
  unsubscribe: () => [...newsletterKeys.all, 'unsubscribe'] as const,
};
