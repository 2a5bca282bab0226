import type { NewsletterSubscriber, RegisterBody, Role, SessionInfo, UserAccount } from '@mitics/contracts';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch, apiSend } from '../../../lib/api-client';
import { retryStaffRead } from './retry';
import { staffKeys } from './staff-keys';

/** POST /api/users/register: the new (pending) account. */
export function registerAccount(body: RegisterBody): Promise<UserAccount> {
  return apiSend<UserAccount>('POST', '/api/users/register', body);
}

/** POST /api/admin/verify: the admin password unlocks the panel; the answer names the admin. */
export async function verifyAdmin(password: string): Promise<UserAccount | null> {
  const session = await apiSend<SessionInfo>('POST', '/api/admin/verify', { password });
  return session.user ?? null;
}

/** GET /api/admin/users. */
export function getUsers(): Promise<UserAccount[]> {
  return apiFetch<UserAccount[]>('/api/admin/users');
}

export function usersQueryOptions() {
  return queryOptions({ queryKey: staffKeys.users(), queryFn: getUsers, retry: retryStaffRead, staleTime: 0 });
}

export type UserChange =
  | { id: string; action: 'activate' }
  | { id: string; action: 'deactivate' }
  | { id: string; action: 'role'; role: Role };

/** POST /api/admin/users/{id}/activate | deactivate, PUT /api/admin/users/{id}/role. */
export function changeUser(change: UserChange): Promise<unknown> {
  const base = `/api/admin/users/${encodeURIComponent(change.id)}`;
  if (change.action === 'role') return apiSend('PUT', `${base}/role`, { role: change.role });
  return apiSend('POST', `${base}/${change.action}`);
}

/** GET /api/newsletter/subscribers (admin). */
export function getSubscribers(): Promise<Array<NewsletterSubscriber & { unsubscribePath?: string }>> {
  return apiFetch<Array<NewsletterSubscriber & { unsubscribePath?: string }>>('/api/newsletter/subscribers');
}

export function subscribersQueryOptions() {
  return queryOptions({ queryKey: staffKeys.subscribers(), queryFn: getSubscribers, retry: retryStaffRead, staleTime: 0 });
}
