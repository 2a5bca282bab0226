import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';

import { errorDetail } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { showToast } from '../../../ui/toast';
import { verifyAdmin } from '../api/accounts';
import { retryMutationOnce } from '../api/retry';
import { setSignedInUser } from '../api/session';
import { staffKeys } from '../api/staff-keys';
import { TextInputField } from '../components/fields';
import * as styles from '../components/staff.css';

type AdminGateProps = {
  onGranted: () => void;
  /** Cancel, Escape: close the gate. */
  onCancel: () => void;
};

/** The password gate (staff §2, §5, §8): a modal dialog; submitting needs non-blank text. */
export function AdminGate({ onGranted, onCancel }: AdminGateProps) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const mutation = useMutation({
    mutationKey: staffKeys.mutations.verifyAdmin(),
    mutationFn: verifyAdmin,
    retry: retryMutationOnce,
  });
  const blank = password.trim() === '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank || mutation.isPending) return;
    mutation.mutate(password, {
      onSuccess: (user) => {
        if (user) setSignedInUser(queryClient, user);
        showToast({ title: 'Access Granted', description: 'Welcome to the admin panel' });
        onGranted();
      },
      onError: (error) => {
        setPassword('');
        showToast({ title: 'Access Denied', description: errorDetail(error) ?? 'Invalid password', variant: 'destructive' });
        window.requestAnimationFrame(() => inputRef.current?.focus());
      },
    });
  };

  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} data-testid="admin-gate">
          <Heading slot="title" level={2} className={styles.dialogTitle}>
            Admin Access
          </Heading>
          <p>Enter your password to open the admin panel.</p>
          <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
            <TextInputField
              label="Admin password"
              name="password"
              type="password"
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              inputRef={inputRef}
              autoFocus
              isRequired
            />
            <div className={styles.formActions}>
              <Button type="submit" isDisabled={blank} isPending={mutation.isPending}>
                {mutation.isPending ? 'Verifying...' : 'Unlock'}
              </Button>
              <Button variant="secondary" onPress={onCancel}>
                Cancel
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
