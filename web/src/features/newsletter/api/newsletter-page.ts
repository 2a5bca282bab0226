import type { UnsubscribeBody, UnsubscribeResponse } from '@mitics/contracts';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch, apiSend } from '../../../lib/api-client';
import { newsletterKeys } from './subscribe';

/** GET /api/newsletter/stats: how many addresses receive the newsletter. */
export function newsletterStatsQueryOptions() {
  return queryOptions({ queryKey: newsletterKeys.stats(), queryFn: () => apiFetch<{ subscribers: number }>('/api/newsletter/stats') });
}

/** POST /api/newsletter/unsubscribe with the id and signature from the link. */
export function unsubscribeFromNewsletter(body: UnsubscribeBody): Promise<UnsubscribeResponse> {
  return apiSend<UnsubscribeResponse>('POST', '/api/newsletter/unsubscribe', body);
}
