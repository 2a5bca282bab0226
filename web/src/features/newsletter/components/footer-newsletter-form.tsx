import { useMutation } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';

import { showToast } from '../../../ui/toast';
import { newsletterKeys, retrySubscribe, SubscribeError, subscribeToNewsletter } from '../api/subscribe';
import { footerFormReducer, footerToasts, isValidFooterEmail, WELCOME_CARD_MS } from '../lib/footer-form';
import { popupStorage, recordPopupSeen } from '../lib/popup-schedule';
import * as styles from './newsletter.css';

/**
 * The footer signup (reader spec §4, §5, §8): idle, submitting ('Subscribing...'),
 * subscribed (a welcome card for 3 seconds, then the form again). Loaded by
 * FooterNewsletter when the footer comes near.
 */
export default function FooterNewsletterForm() {
  const [state, dispatch] = useReducer(footerFormReducer, 'idle');
  const [email, setEmail] = useState('');
  const cardRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const mutation = useMutation({
    mutationKey: newsletterKeys.subscribe(),
    mutationFn: subscribeToNewsletter,
    retry: retrySubscribe,
  });

  useEffect(() => {
    if (state !== 'subscribed') return;
    // The form (and the focused button) just went away: keep keyboard focus on the card.
    if (document.activeElement === document.body) cardRef.current?.focus();
    const timer = window.setTimeout(() => {
      const hadFocus = document.activeElement === cardRef.current;
      dispatch({ type: 'welcomeDone' });
      if (hadFocus) window.requestAnimationFrame(() => inputRef.current?.focus());
    }, WELCOME_CARD_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state !== 'idle') return;
    if (!isValidFooterEmail(email)) {
      showToast(footerToasts.invalid);
      return;
    }
    dispatch({ type: 'submit' });
    mutation.mutate(
      { email },
      {
        onSuccess: () => {
          setEmail('');
          dispatch({ type: 'succeeded' });
          showToast(footerToasts.success);
          // A subscriber does not need the 'Stay Informed' pop-up.
          recordPopupSeen(popupStorage(), Date.now());
        },
        onError: (error) => {
          dispatch({ type: 'failed' });
          showToast(footerToasts.failure(error instanceof SubscribeError ? error.serverMessage : undefined));
        },
      },
    );
  };

  return (
    <div data-testid="footer-newsletter" data-state={state}>
      {state === 'subscribed' ? (
        <div ref={cardRef} tabIndex={-1} className={styles.welcomeCard} data-testid="newsletter-welcome">
          <p className={styles.welcomeTitle}>Welcome aboard!</p>
          <p>Watch your inbox: the week in Michigan politics arrives once a week.</p>
        </div>
      ) : (
        <form className={styles.footerForm} noValidate onSubmit={submit}>
          <TextField
            value={email}
            onChange={setEmail}
            type="email"
            name="email"
            autoComplete="email"
            isRequired
            validationBehavior="aria"
            className={styles.footerField}
          >
            <Label className={styles.footerLabel}>Email address</Label>
            <div className={styles.footerRow}>
              <Input ref={inputRef} className={styles.footerInput} placeholder="you@example.com" />
              <Button type="submit" className={styles.footerButton} isPending={state === 'submitting'}>
                {state === 'submitting' ? 'Subscribing...' : 'Subscribe'}
              </Button>
            </div>
          </TextField>
        </form>
      )}
    </div>
  );
}
