/** Reader spec §4, §5, §8: the footer newsletter form. */

export const WELCOME_CARD_MS = 3000;

export type FooterFormState = 'idle' | 'submitting' | 'subscribed';

export type FooterFormEvent = { type: 'submit' } | { type: 'succeeded' } | { type: 'failed' } | { type: 'welcomeDone' };

export function footerFormReducer(state: FooterFormState, event: FooterFormEvent): FooterFormState {
  switch (event.type) {
    case 'submit':
      return state === 'idle' ? 'submitting' : state;
    case 'succeeded':
      return state === 'submitting' ? 'subscribed' : state;
    case 'failed':
      return state === 'submitting' ? 'idle' : state;
    case 'welcomeDone':
      return state === 'subscribed' ? 'idle' : state;
  }
}

/** The footer's rule: required and must contain '@' (the server checks the rest). */
export function isValidFooterEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length > 0 && trimmed.includes('@');
}

export type ToastMessage = { title: string; description?: string; variant?: 'default' | 'destructive' };

export const footerToasts = {
  invalid: { title: 'Invalid email', description: 'Please enter a valid email address.', variant: 'destructive' },
  success: { title: 'Successfully subscribed!' },
  failure: (serverMessage: string | undefined): ToastMessage => ({
    title: 'Subscription failed',
    description: serverMessage ?? 'Please try again later.',
    variant: 'destructive',
  }),
} as const satisfies Record<string, ToastMessage | ((m: string | undefined) => ToastMessage)>;
