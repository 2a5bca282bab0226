import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  Button as AriaButton,
  Dialog,
  FieldError,
  Form,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  TextField,
} from 'react-aria-components';

import { Button } from '../../../ui/button';
import { showToast } from '../../../ui/toast';
import { newsletterKeys, retrySubscribe, subscribeToNewsletter } from '../api/subscribe';
import { popupToasts } from '../lib/popup-schedule';
import * as styles from './newsletter.css';

const BENEFITS = ['Breaking news alerts', 'Weekly political summaries', 'Legislative updates'] as const;

type NewsletterPopupProps = {
  /** Closed by the X, 'Later', Escape or a tap outside: record the time and hide. */
  onDismiss: () => void;
  /** Subscribed: record the time and hide. */
  onSubscribed: () => void;
};

/** The 'Stay Informed' modal (reader spec §2, §4, §8). Loaded on demand by NewsletterPopupHost. */
export default function NewsletterPopup({ onDismiss, onSubscribed }: NewsletterPopupProps) {
  const [email, setEmail] = useState('');
  const mutation = useMutation({
    mutationKey: newsletterKeys.subscribe(),
    mutationFn: subscribeToNewsletter,
    retry: retrySubscribe,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || mutation.isPending) return;
    mutation.mutate(
      { email },
      {
        onSuccess: () => {
          showToast(popupToasts.success);
          onSubscribed();
        },
        onError: () => showToast(popupToasts.failure),
      },
    );
  };

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} data-testid="newsletter-popup">
          <AriaButton slot="close" aria-label="Close" className={styles.closeButton}>
            <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </AriaButton>
          <Heading slot="title" level={2} className={styles.popupTitle}>
            Stay Informed
          </Heading>
          <p className={styles.popupLead}>
            Get the Michigan politics stories that matter, from Lansing to Washington, in your inbox.
          </p>
          <ul className={styles.bullets}>
            {BENEFITS.map((benefit) => (
              <li key={benefit} className={styles.bullet}>
                <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" className={styles.bulletIcon}>
                  <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {benefit}
              </li>
            ))}
          </ul>
          <Form className={styles.popupForm} onSubmit={submit}>
            <TextField
              value={email}
              onChange={setEmail}
              type="email"
              name="email"
              autoComplete="email"
              isRequired
              className={styles.popupField}
            >
              <Label className={styles.popupLabel}>Email address</Label>
              <Input className={styles.popupInput} placeholder="you@example.com" />
              <FieldError className={styles.popupError} />
            </TextField>
            <div className={styles.popupActions}>
              <Button type="submit" isPending={mutation.isPending}>
                {mutation.isPending ? 'Subscribing...' : 'Subscribe'}
              </Button>
              <Button slot="close" variant="secondary">
                Later
              </Button>
            </div>
          </Form>
          <p className={styles.popupNote}>No spam. Unsubscribe anytime.</p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
