import type { Article, ArticleCategory } from '@mitics/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';

import { errorDetail } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { showToast } from '../../../ui/toast';
import { deleteArticle, updateArticle } from '../api/articles';
import { markReaderCachesStale, refreshOnConflict, retryMutationOnce } from '../api/retry';
import { staffKeys } from '../api/staff-keys';
import { CheckboxField, SelectField, TextAreaField, TextInputField } from '../components/fields';
import * as styles from '../components/staff.css';
import { useInvalidFields } from '../components/use-invalid-fields';
import {
  EDIT_DIALOG_SECTIONS,
  editArticleBody,
  editArticleProblem,
  editFormFrom,
  type EditArticleForm,
  type EditTextField,
} from '../lib/article-form';

/** The dialog's section list (staff §3); an article filed elsewhere keeps its own value as a choice. */
function sectionOptions(current: ArticleCategory) {
  const list: ArticleCategory[] = [...EDIT_DIALOG_SECTIONS];
  if (!list.includes(current)) list.push(current);
  return list.map((category) => ({ id: category, label: category }));
}

type DialogProps = { article: Article; onClose: () => void };

/** Edit article (staff §2, §5, §7): title, author, excerpt and content required. */
export function EditArticleDialog({ article, onClose }: DialogProps) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<EditArticleForm>(() => editFormFrom(article));
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useInvalidFields<EditTextField>();
  const mutation = useMutation({
    mutationKey: staffKeys.mutations.article(),
    mutationFn: updateArticle,
    retry: retryMutationOnce,
  });

  const set =
    <K extends keyof EditArticleForm>(field: K) =>
    (value: EditArticleForm[K]) => {
      setForm((current) => ({ ...current, [field]: value }));
      fields.clear(field as EditTextField);
    };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problem = editArticleProblem(form);
    if (problem) {
      fields.report(problem, formRef.current);
      return;
    }
    mutation.mutate(
      { id: article.id, body: editArticleBody(form), version: article.version },
      {
        onSuccess: () => {
          showToast({ title: 'Article updated successfully' });
          void queryClient.invalidateQueries({ queryKey: staffKeys.articles() });
          void markReaderCachesStale(queryClient);
          onClose();
        },
        onError: (error) => {
          refreshOnConflict(queryClient, error);
          showToast({ title: 'Failed to update article', description: errorDetail(error), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal className={styles.wideModal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" level={2} className={styles.dialogTitle}>
            Edit Article
          </Heading>
          <Form ref={formRef} className={styles.form} onSubmit={submit} validationBehavior="aria">
            <TextInputField label="Title" name="title" value={form.title} onChange={set('title')} isRequired isInvalid={fields.isInvalid('title')} />
            <div className={styles.twoColumns}>
              <TextInputField label="Author" name="author" value={form.author} onChange={set('author')} isRequired isInvalid={fields.isInvalid('author')} />
              <SelectField label="Section" name="category" options={sectionOptions(article.category)} value={form.category} onChange={set('category')} />
            </div>
            <TextAreaField label="Excerpt" name="excerpt" rows={3} value={form.excerpt} onChange={set('excerpt')} isRequired isInvalid={fields.isInvalid('excerpt')} />
            <TextAreaField label="Content" name="content" rows={12} value={form.content} onChange={set('content')} isRequired isInvalid={fields.isInvalid('content')} />
            <TextInputField
              label="Image URL"
              name="imageUrl"
              type="url"
              value={form.imageUrl}
              onChange={set('imageUrl')}
              isInvalid={fields.isInvalid('imageUrl')}
              errorMessage="Please enter a valid image URL"
            />
            <TextInputField label="Tags" name="tags" value={form.tags} onChange={set('tags')} description="Comma-separated" />
            <div className={styles.checkboxRow}>
              <CheckboxField isSelected={form.isBreaking} onChange={set('isBreaking')}>
                Breaking news
              </CheckboxField>
              <CheckboxField isSelected={form.isFeatured} onChange={set('isFeatured')}>
                Featured
              </CheckboxField>
            </div>
            <div className={styles.formActions}>
              <Button type="submit" isPending={mutation.isPending}>
                {mutation.isPending ? 'Saving...' : 'Save Changes'}
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

/** Delete, after a confirmation: the article leaves the site. */
export function DeleteArticleDialog({ article, onClose }: DialogProps) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: staffKeys.mutations.article(),
    mutationFn: deleteArticle,
    retry: retryMutationOnce,
  });

  const confirm = () =>
    mutation.mutate(article, {
      onSuccess: () => {
        showToast({ title: 'Article deleted successfully' });
        void queryClient.invalidateQueries({ queryKey: staffKeys.articles() });
        void markReaderCachesStale(queryClient);
        onClose();
      },
      onError: (error) => {
        showToast({ title: 'Failed to delete article', description: errorDetail(error), variant: 'destructive' });
        onClose();
      },
    });

  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" level={2} className={styles.dialogTitle}>
            Delete this article?
          </Heading>
          <p>
            &ldquo;{article.title}&rdquo; will be removed from the site. This cannot be undone.
          </p>
          <div className={styles.formActions}>
            <Button className={styles.dangerButton} isPending={mutation.isPending} onPress={confirm}>
              {mutation.isPending ? 'Deleting...' : 'Delete'}
            </Button>
            <Button variant="secondary" onPress={onClose} autoFocus>
              Cancel
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
