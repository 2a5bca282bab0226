import type {
  ActiveSubscriberEmails,
  NewsletterSubscriber,
  RegisterBody,
  RegistrationReceived,
  Role,
  SessionInfo,
  SubscriberSummary,
  UserAccount,
} from '@mitics/contracts';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch, apiSend, apiUrl } from '../../../lib/api-client';
import { retryStaffRead } from './retry';
import { staffKeys } from './staff-keys';

/** POST /api/users/register: the same answer whether or not the name was free (no account is listed to anyone). */
export function registerAccount(body: RegisterBody): Promise<RegistrationReceived> {
  return apiSend<RegistrationReceived>('POST', '/api/users/register', body);
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

/** GET /api/newsletter/subscribers (admin): the newest, as many as the panel shows. */
export function getSubscribers(limit: number): Promise<NewsletterSubscriber[]> {
  return apiFetch<NewsletterSubscriber[]>(apiUrl('/api/newsletter/subscribers', { limit }));
}

export function subscribersQueryOptions(limit: number) {
  return queryOptions({ queryKey: staffKeys.subscribers(), queryFn: () => getSubscribers(limit), retry: retryStaffRead, staleTime: 0 });
}

/** GET /api/newsletter/subscribers/summary (admin): how many in all, and how many active. */
export function getSubscriberSummary(): Promise<SubscriberSummary> {
  return apiFetch<SubscriberSummary>('/api/newsletter/subscribers/summary');
}

export function subscriberSummaryQueryOptions() {
  return queryOptions({ queryKey: staffKeys.subscriberSummary(), queryFn: getSubscriberSummary, retry: retryStaffRead, staleTime: 0 });
}

/** GET /api/newsletter/subscribers/active-emails (admin): every active address, for the copy. */
export async function getActiveSubscriberEmails(): Promise<string[]> {
  return (await apiFetch<ActiveSubscriberEmails>('/api/newsletter/subscribers/active-emails')).emails;
}
