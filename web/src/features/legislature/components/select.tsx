import type { Key } from 'react-aria-components';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';

import * as styles from './legislature.css';

type Option = { readonly id: string; readonly label: string };

/** A labelled react-aria-components Select. */
export function SelectBox({ label, options, value, onChange }: { label: string; options: readonly Option[]; value: string; onChange: (id: string) => void }) {
  return (
    <Select value={value} onChange={(key: Key | null) => key !== null && onChange(String(key))} className={styles.field}>
      <Label className={styles.fieldLabel}>{label}</Label>
      <Button className={styles.selectButton}>
        <SelectValue />
        <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16">
          <path d="M3 6l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </Button>
      <Popover className={styles.popover} placement="bottom start">
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
