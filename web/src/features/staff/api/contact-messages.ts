import type { ContactMessageRecord } from '@mitics/contracts';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch } from '../../../lib/api-client';
import { retryStaffRead } from './retry';
import { staffKeys } from './staff-keys';

/** GET /api/admin/contact-messages: the contact form's messages, newest first. */
export function contactMessagesQueryOptions() {
  return queryOptions({
    queryKey: staffKeys.contactMessages(),
    queryFn: () => apiFetch<ContactMessageRecord[]>('/api/admin/contact-messages'),
    retry: retryStaffRead,
    staleTime: 0,
  });
}
