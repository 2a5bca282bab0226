import type { Article, UserAccount } from '@mitics/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';

import { errorDetail } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { showToast } from '../../../ui/toast';
import { createArticle, updateArticle } from '../api/articles';
import { useIdempotencyKey } from '../api/idempotency';
import { refreshOnConflict, retryMutationOnce } from '../api/retry';
import { staffKeys } from '../api/staff-keys';
import { ArticlePreview } from '../components/article-preview';
import { SelectField, TextAreaField, TextInputField } from '../components/fields';
import { EditPreviewToggle, MarkdownToolbar, useMarkdownEditor, type EditorMode, type ToolDefinition } from '../components/markdown-editor';
import * as styles from '../components/staff.css';
import { useInvalidFields } from '../components/use-invalid-fields';
import {
  CONTRIBUTOR_CATEGORIES,
  draftCreateBody,
  draftFormFrom,
  draftProblem,
  draftUpdateBody,
  newDraftForm,
  type DraftForm,
  type DraftTextField,
} from '../lib/article-form';

/** The contributor toolbar (staff §2): bold, italic, quote, heading, breaking. */
const TOOLS: readonly ToolDefinition[] = [
  { id: 'bold', label: 'Bold' },
  { id: 'italic', label: 'Italic' },
  { id: 'quote', label: 'Quote' },
  { id: 'heading', label: 'Heading' },
  { id: 'breaking', label: 'Breaking' },
];

const categoryOptions = CONTRIBUTOR_CATEGORIES.map((category) => ({ id: category, label: category }));

type ContributorEditorProps = {
  user: UserAccount;
  /** The draft or returned article being changed; a new draft when null. */
  article: Article | null;
  onDone: () => void;
};

/**
 * The 'Professional Article Editor' panel of /contribute (staff §2, §5):
 * a new article is saved as a draft; Edit on a draft or returned article
 * saves the changes to it (its status stays until it is submitted).
 */
export function ContributorEditor({ user, article, onDone }: ContributorEditorProps) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<DraftForm>(() => (article ? draftFormFrom(article) : newDraftForm(user)));
  const [mode, setMode] = useState<EditorMode>('edit');
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useInvalidFields<DraftTextField>();
  const idempotency = useIdempotencyKey();
  const mutation = useMutation({
    mutationKey: staffKeys.mutations.article(),
    mutationFn: (draft: DraftForm) =>
      article
        ? updateArticle({ id: article.id, body: draftUpdateBody(draft), version: article.version })
        : createArticle(draftCreateBody(draft, user), idempotency.current()),
    retry: retryMutationOnce,
  });

  // The panel opens with the title field ready.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[name="title"]')?.focus();
  }, []);

  const set =
    <K extends keyof DraftForm>(field: K) =>
    (value: DraftForm[K]) => {
      setForm((current) => ({ ...current, [field]: value }));
      fields.clear(field as DraftTextField);
    };
  const editor = useMarkdownEditor(form.content, set('content'));

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problem = draftProblem(form);
    if (problem) {
      setMode('edit');
      window.requestAnimationFrame(() => fields.report(problem, formRef.current));
      return;
    }
    mutation.mutate(form, {
      onSuccess: () => {
        idempotency.renew();
        showToast({ title: 'Article saved as draft!' });
        void queryClient.invalidateQueries({ queryKey: staffKeys.myArticles() });
        onDone();
      },
      onError: (error) => {
        refreshOnConflict(queryClient, error);
        showToast({ title: 'Failed to save article', description: errorDetail(error), variant: 'destructive' });
      },
    });
  };

  return (
    <section className={styles.card} aria-labelledby="contributor-editor-title" data-testid="contributor-editor">
      <div className={styles.editorBar}>
        <div className={styles.rowMain}>
          <h2 id="contributor-editor-title" className={styles.cardTitle}>
            Professional Article Editor
          </h2>
          {article ? <p className={styles.muted}>Editing “{article.title}”</p> : null}
        </div>
        <EditPreviewToggle mode={mode} onChange={setMode} />
      </div>
      <Form ref={formRef} className={styles.form} onSubmit={save} validationBehavior="aria" aria-labelledby="contributor-editor-title">
        {mode === 'edit' ? (
          <>
            <TextInputField label="Title" name="title" value={form.title} onChange={set('title')} isRequired isInvalid={fields.isInvalid('title')} />
            <div className={styles.twoColumns}>
              <TextInputField label="Author Byline" name="author" value={form.author} onChange={set('author')} isRequired isInvalid={fields.isInvalid('author')} />
              <SelectField label="Category" name="category" options={categoryOptions} value={form.category} onChange={set('category')} />
            </div>
            <TextAreaField
              label="Excerpt/Summary"
              name="excerpt"
              rows={3}
              value={form.excerpt}
              onChange={set('excerpt')}
              isRequired
              isInvalid={fields.isInvalid('excerpt')}
            />
            <MarkdownToolbar tools={TOOLS} onTool={editor.apply} />
            <TextAreaField
              label="Article Content"
              name="content"
              rows={12}
              value={form.content}
              onChange={set('content')}
              textAreaRef={editor.textAreaRef}
              isRequired
              isInvalid={fields.isInvalid('content')}
              description="Markdown: ## heading, ### sub-heading, > quote, **bold**, *italic*."
              monospace
            />
            <TextInputField label="Tags (comma-separated)" name="tags" value={form.tags} onChange={set('tags')} placeholder="Budget, Lansing" />
            <TextInputField
              label="Image URL (optional)"
              name="imageUrl"
              type="url"
              value={form.imageUrl}
              onChange={set('imageUrl')}
              placeholder="https://"
              isInvalid={fields.isInvalid('imageUrl')}
              errorMessage="Please enter a valid image URL"
            />
          </>
        ) : (
          <ArticlePreview
            title={form.title}
            author={form.author}
            excerpt={form.excerpt}
            content={form.content}
            imageUrl={form.imageUrl}
            highlightBreaking
          />
        )}
        <div className={styles.formActions}>
          <Button type="submit" isPending={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : 'Save as Draft'}
          </Button>
          <Button variant="secondary" onPress={onDone}>
            Cancel
          </Button>
        </div>
      </Form>
    </section>
  );
}
