import type { Article } from '@mitics/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';

import { errorDetail } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { showToast } from '../../../ui/toast';
import { requestChanges } from '../api/articles';
import { refreshOnConflict, retryMutationOnce } from '../api/retry';
import { staffKeys } from '../api/staff-keys';
import { TextAreaField } from '../components/fields';
import * as styles from '../components/staff.css';

/** The contracts' message for blank notes (RequestChangesBody). */
export const NOTES_REQUIRED = 'Please write notes for the author';

/** Request Changes: required notes; the article goes back to its author as 'Needs Changes'. */
export function RequestChangesDialog({ article, onClose }: { article: Article; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [notes, setNotes] = useState('');
  const [invalid, setInvalid] = useState(false);
  const mutation = useMutation({
    mutationKey: staffKeys.mutations.review(),
    mutationFn: requestChanges,
    retry: retryMutationOnce,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const reviewNotes = notes.trim();
    if (!reviewNotes) {
      setInvalid(true);
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    mutation.mutate(
      { id: article.id, body: { reviewNotes }, version: article.version },
      {
        onSuccess: () => {
          queryClient.setQueryData<Article[]>(staffKeys.reviewQueue(), (queue) => queue?.filter((item) => item.id !== article.id));
          void queryClient.invalidateQueries({ queryKey: staffKeys.articles() });
          showToast({ title: 'Changes requested', description: 'The article went back to its author with your notes.' });
          onClose();
        },
        onError: (error) => {
          refreshOnConflict(queryClient, error);
          showToast({ title: 'Failed to request changes', description: errorDetail(error), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" level={2} className={styles.dialogTitle}>
            Request Changes
          </Heading>
          <p>
            “{article.title}” goes back to {article.author}, who reads your notes under ‘Editor Notes:’.
          </p>
          <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
            <TextAreaField
              label="Notes for the author"
              name="reviewNotes"
              rows={5}
              value={notes}
              onChange={(value) => {
                setNotes(value);
                setInvalid(false);
              }}
              isRequired
              isInvalid={invalid}
              errorMessage={NOTES_REQUIRED}
              autoFocus
            />
            <div className={styles.formActions}>
              <Button type="submit" isPending={mutation.isPending}>
                {mutation.isPending ? 'Sending...' : 'Send to Author'}
              </Button>
              <Button variant="secondary" onPress={onClose}>
                Cancel
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
