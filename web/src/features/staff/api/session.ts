import type { SessionInfo, SignInBody, UserAccount } from '@mitics/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { apiFetch, apiSend, errorStatus } from '../../../lib/api-client';
import { showToast } from '../../../ui/toast';
import { retryMutationOnce, retryStaffRead } from './retry';
import { staffKeys } from './staff-keys';

/** GET /api/auth/me: the signed-in account, or null. */
export async function getSession(): Promise<UserAccount | null> {
  const session = await apiFetch<SessionInfo>('/api/auth/me');
  return session.user ?? null;
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: staffKeys.session(),
    queryFn: getSession,
    staleTime: 30_000,
    retry: retryStaffRead,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/** POST /api/auth/login: the signed-in account (a session cookie comes with it). */
export async function signIn(body: SignInBody): Promise<UserAccount> {
  const session = await apiSend<SessionInfo>('POST', '/api/auth/login', body);
  if (!session.user) throw new Error('Signed in, but the server named no account');
  return session.user;
}

/** POST /api/auth/logout. */
export function signOut(): Promise<void> {
  return apiSend<void>('POST', '/api/auth/logout');
}

/**
 * A new person at the keyboard: forget every staff answer of the previous one
 * (users, drafts, queue), then remember who is signed in now.
 */
export function setSignedInUser(queryClient: QueryClient, user: UserAccount | null) {
  // The session query is updated in place, never removed: the page's guard observes it.
  queryClient.setQueryData(staffKeys.session(), user);
  const session = staffKeys.session();
  const isSession = (key: readonly unknown[]) => key.length === session.length && key.every((part, index) => part === session[index]);
  queryClient.removeQueries({ queryKey: staffKeys.all, predicate: (query) => !isSession(query.queryKey) });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: staffKeys.mutations.signIn(),
    mutationFn: signIn,
    retry: retryMutationOnce,
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}

/** Sign out, forget the staff data and go to the sign-in screen. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: staffKeys.mutations.signOut(),
    mutationFn: signOut,
    retry: retryMutationOnce,
    onSuccess: async () => {
      // Leave the staff page first: forgetting the user while it is still shown would
      // have its guard send the browser to /login?next=<that page> instead.
      await navigate('/login');
      setSignedInUser(queryClient, null);
      showToast({ title: 'Signed out', description: 'You have been signed out.' });
    },
    onError: () => showToast({ title: 'Sign-out failed', description: 'Please try again.', variant: 'destructive' }),
  });
}

/**
 * A staff call answered 401: the session has ended (expired or signed out in
 * another tab). Forget the user so the page's guard sends them to sign in.
 */
export function useSignedOutOn401(...errors: unknown[]) {
  const queryClient = useQueryClient();
  const expired = errors.some((error) => errorStatus(error) === 401);
  useEffect(() => {
    if (!expired) return;
    setSignedInUser(queryClient, null);
    showToast({ title: 'Your session has ended', description: 'Please sign in again.' });
  }, [expired, queryClient]);
}
