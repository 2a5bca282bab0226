import type { NewsletterSubscriber, UserAccount } from '@mitics/contracts';

/** The admin panel shows the first 15 subscribers (staff §9). */
export const PANEL_SUBSCRIBER_LIMIT = 15;

export function firstSubscribers<S extends NewsletterSubscriber>(subscribers: readonly S[]): S[] {
  return subscribers.slice(0, PANEL_SUBSCRIBER_LIMIT);
}

/** Every active subscriber's address (not only the 15 shown), joined by commas (staff §9). */
export function activeEmailList(subscribers: readonly NewsletterSubscriber[]): string {
  return subscribers
    .filter((subscriber) => subscriber.isActive)
    .map((subscriber) => subscriber.email)
    .join(',');
}

export type UserStatus = 'Pending' | 'Active' | 'Inactive';

/** Pending: never approved yet; Inactive: approved once, then deactivated (staff §4). */
export function userStatus(user: Pick<UserAccount, 'isActive' | 'approvedAt'>): UserStatus {
  if (user.isActive) return 'Active';
  return user.approvedAt ? 'Inactive' : 'Pending';
}
