import { useRef, type ReactNode } from 'react';
import { Button, ToggleButton, ToggleButtonGroup, Toolbar, type Key } from 'react-aria-components';

import { applyFormat, insertInline, type FormatTool, type TextEdit } from '../lib/markdown-insert';
import * as styles from './staff.css';

/**
 * The content field's editing helpers: toolbar actions and dialog inserts
 * change the text through `onChange`, then the field gets focus back with the
 * new selection (so typing carries on where the markup went).
 */
export function useMarkdownEditor(value: string, onChange: (value: string) => void) {
  const textAreaRef = useRef<HTMLTextAreaElement>(null);

  // A text area keeps its selection while a toolbar button or a dialog has focus.
  const selection = () => {
    const area = textAreaRef.current;
    return area ? { start: area.selectionStart, end: area.selectionEnd } : { start: value.length, end: value.length };
  };

  const commit = (edit: TextEdit) => {
    onChange(edit.value);
    window.requestAnimationFrame(() => {
      const area = textAreaRef.current;
      if (!area) return;
      area.focus();
      area.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };

  const apply = (tool: FormatTool) => {
    const { start, end } = selection();
    commit(applyFormat(tool, value, start, end));
  };

  const insert = (text: string) => {
    const { start, end } = selection();
    commit(insertInline(value, start, end, text));
  };

  return { textAreaRef, apply, insert };
}

export type ToolDefinition = { id: FormatTool; label: string };

type MarkdownToolbarProps = {
  tools: readonly ToolDefinition[];
  onTool: (tool: FormatTool) => void;
  /** More controls after the formatting buttons (insert image, insert link). */
  children?: ReactNode;
};

const toolText: Record<FormatTool, (label: string) => ReactNode> = {
  bold: (label) => <strong>{label}</strong>,
  italic: (label) => <em>{label}</em>,
  quote: (label) => <>❝ {label}</>,
  heading: (label) => <>H2 {label}</>,
  breaking: (label) => (
    <>
      <span aria-hidden="true">🚨</span> {label}
    </>
  ),
  table: (label) => <>▦ {label}</>,
};

/** The formatting toolbar (react-aria-components Toolbar: one tab stop, arrow keys between buttons). */
export function MarkdownToolbar({ tools, onTool, children }: MarkdownToolbarProps) {
  return (
    <Toolbar aria-label="Formatting" className={styles.toolbar}>
      {tools.map((tool) => (
        <Button key={tool.id} className={styles.toolButton} onPress={() => onTool(tool.id)} aria-label={tool.label}>
          {toolText[tool.id](tool.label)}
        </Button>
      ))}
      {children ? (
        <>
          <span className={styles.toolSeparator} aria-hidden="true" />
          {children}
        </>
      ) : null}
    </Toolbar>
  );
}

export type EditorMode = 'edit' | 'preview';

/** The Edit / Preview toggle (react-aria-components ToggleButtonGroup, one always chosen). */
export function EditPreviewToggle({ mode, onChange }: { mode: EditorMode; onChange: (mode: EditorMode) => void }) {
  return (
    <ToggleButtonGroup
      aria-label="Editor mode"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[mode]}
      onSelectionChange={(keys: Set<Key>) => {
        const [next] = [...keys];
        if (next === 'edit' || next === 'preview') onChange(next);
      }}
      className={styles.toggleGroup}
    >
      <ToggleButton id="edit" className={styles.toggle}>
        Edit
      </ToggleButton>
      <ToggleButton id="preview" className={styles.toggle}>
        Preview
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
