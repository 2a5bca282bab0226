import type { CreateArticleBody, UserAccount } from '@mitics/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Button as AriaButton, Form } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';

import { errorDetail } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { container } from '../../../ui/layout.css';
import { showToast } from '../../../ui/toast';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { createArticle } from '../api/articles';
import { useIdempotencyKey } from '../api/idempotency';
import { markReaderCachesStale, retryMutationOnce } from '../api/retry';
import { staffKeys } from '../api/staff-keys';
import { ArticlePreview } from '../components/article-preview';
import { CheckboxField, MediaUrlFields, SelectField, TextAreaField, TextInputField } from '../components/fields';
import { EditPreviewToggle, MarkdownToolbar, useMarkdownEditor, type EditorMode, type ToolDefinition } from '../components/markdown-editor';
import { RequireStaff } from '../components/staff-guard';
import { StaffHeader } from '../components/staff-header';
import * as styles from '../components/staff.css';
import { useInvalidFields } from '../components/use-invalid-fields';
import {
  EDITOR_PAGE_REQUIRED,
  editorArticleProblem,
  editorCreateBody,
  emptyEditorArticle,
  LEVELS,
  SECTIONS,
  type EditorArticleForm,
  type EditorTextField,
} from '../lib/article-form';
import { FormattingGuide } from './formatting-guide';
import { InsertImageDialog, InsertLinkDialog } from './insert-dialogs';

const TITLE = 'Professional Article Editor';

/** The /create toolbar (staff §2): bold, italic, quote, section, breaking, table. */
const TOOLS: readonly ToolDefinition[] = [
  { id: 'bold', label: 'Bold' },
  { id: 'italic', label: 'Italic' },
  { id: 'quote', label: 'Quote' },
  { id: 'heading', label: 'Section' },
  { id: 'breaking', label: 'Breaking' },
  { id: 'table', label: 'Table' },
];

const levelOptions = LEVELS.map((level) => ({ id: level, label: level }));
const sectionOptions = SECTIONS.map((section) => ({ id: section, label: section }));

function ArticleEditor({ user }: { user: UserAccount }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form, setForm] = useState<EditorArticleForm>(() => ({ ...emptyEditorArticle, level: 'Michigan Politics', author: user.fullName }));
  const [mode, setMode] = useState<EditorMode>('edit');
  const [dialog, setDialog] = useState<'image' | 'link' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useInvalidFields<EditorTextField>('Missing Required Fields');
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
      fields.clear(field as EditorTextField);
    };
  const editor = useMarkdownEditor(form.content, set('content'));

  const publish = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problem = editorArticleProblem(form, EDITOR_PAGE_REQUIRED);
    if (problem) {
      // The fields live in Edit mode: show them so the first one can take focus.
      setMode('edit');
      window.requestAnimationFrame(() => fields.report(problem, formRef.current));
      return;
    }
    mutation.mutate(editorCreateBody(form), {
      onSuccess: (article) => {
        idempotency.renew();
        showToast({ title: 'Article Published', description: 'Your article is now live on the website' });
        void queryClient.invalidateQueries({ queryKey: staffKeys.articles() });
        void markReaderCachesStale(queryClient);
        void navigate(`/article/${article.slug}`);
      },
      onError: (error) =>
        showToast({
          title: 'Publication Failed',
          description: errorDetail(error) ?? 'There was an error publishing your article',
          variant: 'destructive',
        }),
    });
  };

  // The dialogs stay outside the form: React events bubble through portals, and a
  // dialog's own submit must not publish the article.
  return (
    <>
      <Form ref={formRef} onSubmit={publish} validationBehavior="aria" aria-label={TITLE} className={styles.editorLayout}>
        <div className={`${styles.card} ${styles.form}`}>
          <div className={styles.editorBar}>
            <EditPreviewToggle mode={mode} onChange={setMode} />
            <Button type="submit" isPending={mutation.isPending}>
              {mutation.isPending ? 'Publishing...' : 'Publish Article'}
            </Button>
          </div>
          {mode === 'edit' ? (
            <>
              <TextInputField label="Title" name="title" value={form.title} onChange={set('title')} isRequired isInvalid={fields.isInvalid('title')} />
              <TextAreaField
                label="Excerpt"
                name="excerpt"
                rows={3}
                value={form.excerpt}
                onChange={set('excerpt')}
                isRequired
                isInvalid={fields.isInvalid('excerpt')}
                description="One or two sentences shown under the headline and on cards."
              />
              <MarkdownToolbar tools={TOOLS} onTool={editor.apply}>
                <AriaButton className={styles.toolButton} onPress={() => setDialog('image')}>
                  Insert Image
                </AriaButton>
                <AriaButton className={styles.toolButton} onPress={() => setDialog('link')}>
                  Insert Link
                </AriaButton>
              </MarkdownToolbar>
              <TextAreaField
                label="Content"
                name="content"
                rows={20}
                value={form.content}
                onChange={set('content')}
                textAreaRef={editor.textAreaRef}
                isRequired
                isInvalid={fields.isInvalid('content')}
                monospace
              />
            </>
          ) : (
            <ArticlePreview title={form.title} author={form.author} excerpt={form.excerpt} content={form.content} imageUrl={form.imageUrl} />
          )}
        </div>
        <div className={styles.sideColumn}>
          <section className={styles.card} aria-labelledby="article-settings-title">
            <h2 id="article-settings-title" className={styles.cardTitle}>
              Article Settings
            </h2>
            <SelectField label="Category (level)" name="level" options={levelOptions} value={form.level} onChange={set('level')} />
            <SelectField label="Section" name="section" options={sectionOptions} value={form.section} onChange={set('section')} placeholder="Select section" />
            <TextInputField label="Author" name="author" value={form.author} onChange={set('author')} isRequired isInvalid={fields.isInvalid('author')} />
            <MediaUrlFields
              imageUrl={form.imageUrl}
              videoUrl={form.videoUrl}
              onImageUrlChange={set('imageUrl')}
              onVideoUrlChange={set('videoUrl')}
              isInvalid={fields.isInvalid}
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
          </section>
          <FormattingGuide />
        </div>
      </Form>
      {dialog === 'image' ? <InsertImageDialog onInsert={editor.insert} onClose={() => setDialog(null)} /> : null}
      {dialog === 'link' ? <InsertLinkDialog onInsert={editor.insert} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

/** /create: editors and admins write and publish an article (staff §2, §5, §7, §8). */
export default function CreatePage() {
  useDocumentTitle(TITLE);
  return (
    <RequireStaff roles={['editor', 'admin']} title={TITLE}>
      {(user) => (
        <div className={container}>
          <div className={styles.page}>
            <StaffHeader kicker="Newsroom" title={TITLE} user={user}>
              Write, preview and publish an article.
            </StaffHeader>
            <ArticleEditor user={user} />
          </div>
        </div>
      )}
    </RequireStaff>
  );
}
