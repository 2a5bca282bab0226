import type { UserAccount } from '@mitics/contracts';

/** The admin panel shows the first 15 subscribers (staff §9). */
export const PANEL_SUBSCRIBER_LIMIT = 15;


export type UserStatus = 'Pending' | 'Active' | 'Inactive';

/** Pending: never approved yet; Inactive: approved once, then deactivated (staff §4). */
export function userStatus(user: Pick<UserAccount, 'isActive' | 'approvedAt'>): UserStatus {
  if (user.isActive) return 'Active';
  return user.approvedAt ? 'Inactive' : 'Pending';
}
