import type { Article, SocialConnection, SocialPost, SocialPostRequest } from '@mitics/contracts';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch, apiSend, apiUrl } from '../../../lib/api-client';
import { retryStaffRead } from './retry';
import { staffKeys } from './staff-keys';

/** GET /api/admin/twitter/status: `{connected}` and the account (staff §7); a failure means disconnected. */
export function getSocialStatus(): Promise<SocialConnection> {
  return apiFetch<SocialConnection>('/api/admin/twitter/status');
}

export function socialStatusQueryOptions() {
  return queryOptions({ queryKey: staffKeys.socialStatus(), queryFn: getSocialStatus, retry: retryStaffRead, staleTime: 0 });
}

/** GET /api/admin/twitter/posts: the recent posts and how each went. */
export function getSocialPosts(): Promise<SocialPost[]> {
  return apiFetch<SocialPost[]>('/api/admin/twitter/posts');
}

export function socialPostsQueryOptions() {
  return queryOptions({ queryKey: staffKeys.socialPosts(), queryFn: getSocialPosts, retry: retryStaffRead, staleTime: 0 });
}

/** What a test post did: no article to post, or the post X took. */
export type TestPostOutcome = { kind: 'no-articles' } | { kind: 'posted'; post: SocialPost };

/** The test post (staff §7): the latest article (GET /api/articles?limit=1), then POST /api/admin/twitter/post. */
export async function sendTestPost(): Promise<TestPostOutcome> {
  const [latest] = await apiFetch<Article[]>(apiUrl('/api/articles', { limit: 1 }));
  if (!latest) return { kind: 'no-articles' };
  const body: SocialPostRequest = { articleId: latest.id, tweetType: 'regular' };
  return { kind: 'posted', post: await apiSend<SocialPost>('POST', '/api/admin/twitter/post', body) };
}
