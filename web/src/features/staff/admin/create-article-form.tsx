import type { CreateArticleBody } from '@mitics/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';

import { errorDetail } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { showToast } from '../../../ui/toast';
import { createArticle } from '../api/articles';
import { useIdempotencyKey } from '../api/idempotency';
import { markReaderCachesStale, retryMutationOnce } from '../api/retry';
import { staffKeys } from '../api/staff-keys';
import { CheckboxField, MediaUrlFields, SelectField, TextAreaField, TextInputField } from '../components/fields';
import * as styles from '../components/staff.css';
import { useInvalidFields } from '../components/use-invalid-fields';
import {
  editorArticleProblem,
  editorCreateBody,
  emptyEditorArticle,
  LEVELS,
  PANEL_REQUIRED,
  SECTIONS,
  type EditorArticleForm,
  type EditorTextField,
} from '../lib/article-form';

const levelOptions = LEVELS.map((level) => ({ id: level, label: level }));
const sectionOptions = SECTIONS.map((section) => ({ id: section, label: section }));

/** The panel's create-article form (staff §2, §5): published at once. */
export function CreateArticleForm() {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<EditorArticleForm>(emptyEditorArticle);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useInvalidFields<EditorTextField>();
  const idempotency = useIdempotencyKey();
  const mutation = useMutation({
    mutationKey: staffKeys.mutations.article(),
    mutationFn: (body: CreateArticleBody) => createArticle(body, idempotency.current()),
    retry: retryMutationOnce,
  });

  const set =
    <K extends keyof EditorArticleForm>(field: K) =>
    (value: EditorArticleForm[K]) => {
      setForm((current) => ({ ...current, [field]: value }));
      if (field !== 'isBreaking' && field !== 'isFeatured') fields.clear(field as EditorTextField);
    };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problem = editorArticleProblem(form, PANEL_REQUIRED);
    if (problem) {
      fields.report(problem, formRef.current);
      return;
    }
    mutation.mutate(editorCreateBody(form), {
      onSuccess: () => {
        idempotency.renew();
        setForm(emptyEditorArticle);
        showToast({ title: 'Article created successfully' });
        void queryClient.invalidateQueries({ queryKey: staffKeys.articles() });
        void markReaderCachesStale(queryClient);
      },
      onError: (error) => showToast({ title: 'Failed to create article', description: errorDetail(error), variant: 'destructive' }),
    });
  };

  return (
    <section className={styles.card} aria-labelledby="create-article-title">
      <h2 id="create-article-title" className={styles.cardTitle}>
        Create New Article
      </h2>
      <Form ref={formRef} className={styles.form} onSubmit={submit} validationBehavior="aria" aria-labelledby="create-article-title">
        <TextInputField label="Title" name="title" value={form.title} onChange={set('title')} isRequired isInvalid={fields.isInvalid('title')} />
        <div className={styles.twoColumns}>
          <SelectField
            label="Level"
            name="level"
            options={levelOptions}
            value={form.level}
            onChange={set('level')}
            placeholder="Select level"
            isRequired
            isInvalid={fields.isInvalid('level')}
          />
          <SelectField
            label="Section"
            name="section"
            options={sectionOptions}
            value={form.section}
            onChange={set('section')}
            placeholder="Select section"
            isRequired
            isInvalid={fields.isInvalid('section')}
          />
        </div>
        <TextInputField label="Author" name="author" value={form.author} onChange={set('author')} isRequired isInvalid={fields.isInvalid('author')} />
        <TextAreaField label="Excerpt" name="excerpt" rows={3} value={form.excerpt} onChange={set('excerpt')} isRequired isInvalid={fields.isInvalid('excerpt')} />
        <TextAreaField
          label="Content"
          name="content"
          rows={20}
          value={form.content}
          onChange={set('content')}
          isRequired
          isInvalid={fields.isInvalid('content')}
          description="Markdown: ## for headings, > for quotes, **bold**, *italic*."
        />
        <div className={styles.twoColumns}>
          <MediaUrlFields
            imageUrl={form.imageUrl}
            videoUrl={form.videoUrl}
            onImageUrlChange={set('imageUrl')}
            onVideoUrlChange={set('videoUrl')}
            isInvalid={fields.isInvalid}
            videoDescription="YouTube, Vimeo, or a .mp4, .webm or .ogg file."
          />
        </div>
        <TextInputField label="Tags" name="tags" value={form.tags} onChange={set('tags')} description="Comma-separated, e.g. Budget, Lansing" />
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
            {mutation.isPending ? 'Creating...' : 'Create Article'}
          </Button>
        </div>
      </Form>
    </section>
  );
}
