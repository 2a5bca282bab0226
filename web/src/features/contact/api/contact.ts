import type { ContactBody, ContactReceipt } from '@mitics/contracts';

import { apiSend } from '../../../lib/api-client';

export const contactKeys = {
  all: ['contact'] as const,
  send: () => [...contactKeys.all, 'send'] as const,
};

/** POST /api/contact (staff §7). */
export function sendContactMessage(body: ContactBody): Promise<ContactReceipt> {
  return apiSend<ContactReceipt>('POST', '/api/contact', body);
}
