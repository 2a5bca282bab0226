import { useState, type FormEvent, type ReactNode } from 'react';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';

import { Button } from '../../../ui/button';
import { showToast } from '../../../ui/toast';
import { TextInputField } from '../components/fields';
import * as styles from '../components/staff.css';
import { isImageUrl, isWebUrl } from '../lib/article-form';
import { imageMarkdown, linkMarkdown } from '../lib/markdown-insert';

type InsertDialogProps = {
  /** Inserts the markdown at the caret of the content field. */
  onInsert: (markdown: string) => void;
  onClose: () => void;
};

function InsertDialog({ title, onClose, onSubmit, children }: { title: string; onClose: () => void; onSubmit: () => void; children: ReactNode }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" level={2} className={styles.dialogTitle}>
            {title}
          </Heading>
          <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
            {children}
            <div className={styles.formActions}>
              <Button type="submit">{title}</Button>
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

/** Insert image (staff §5): the URL is required; alt text describes the picture for screen readers. */
export function InsertImageDialog({ onInsert, onClose }: InsertDialogProps) {
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = () => {
    if (!url.trim()) {
      setInvalid(true);
      showToast({ title: 'Please enter an image URL', variant: 'destructive' });
      return;
    }
    if (!isImageUrl(url)) {
      setInvalid(true);
      showToast({ title: 'Please enter a valid image URL', variant: 'destructive' });
      return;
    }
    onInsert(imageMarkdown(url, alt));
    showToast({ title: 'Image inserted!' });
    onClose();
  };

  return (
    <InsertDialog title="Insert Image" onClose={onClose} onSubmit={submit}>
      <TextInputField
        label="Image URL"
        name="imageUrl"
        type="url"
        value={url}
        onChange={(value) => {
          setUrl(value);
          setInvalid(false);
        }}
        placeholder="https://"
        isRequired
        isInvalid={invalid}
        autoFocus
      />
      <TextInputField label="Alt text" name="alt" value={alt} onChange={setAlt} description="What the image shows, for readers who cannot see it." />
    </InsertDialog>
  );
}

/** Insert link (staff §5): both the text and the URL are required. */
export function InsertLinkDialog({ onInsert, onClose }: InsertDialogProps) {
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState<ReadonlySet<'text' | 'url'>>(new Set());

  const submit = () => {
    const missing = new Set<'text' | 'url'>();
    if (!text.trim()) missing.add('text');
    if (!url.trim()) missing.add('url');
    if (missing.size > 0) {
      setInvalid(missing);
      showToast({ title: 'Please enter both link text and URL', variant: 'destructive' });
      return;
    }
    if (!isWebUrl(url)) {
      setInvalid(new Set(['url']));
      showToast({ title: 'Please enter a valid URL', variant: 'destructive' });
      return;
    }
    onInsert(linkMarkdown(text, url));
    showToast({ title: 'Link inserted!' });
    onClose();
  };

  return (
    <InsertDialog title="Insert Link" onClose={onClose} onSubmit={submit}>
      <TextInputField
        label="Link text"
        name="text"
        value={text}
        onChange={(value) => {
          setText(value);
          setInvalid(new Set());
        }}
        isRequired
        isInvalid={invalid.has('text')}
        autoFocus
      />
      <TextInputField
        label="URL"
        name="url"
        type="url"
        value={url}
        onChange={(value) => {
          setUrl(value);
          setInvalid(new Set());
        }}
        placeholder="https://"
        isRequired
        isInvalid={invalid.has('url')}
      />
    </InsertDialog>
  );
}
