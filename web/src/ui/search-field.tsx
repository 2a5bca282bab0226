import { useState, type FormEvent } from 'react';
import { Input, Label, SearchField as AriaSearchField } from 'react-aria-components';

import { Button } from './button';
import { visuallyHidden } from './layout.css';
import * as styles from './search-field.css';

type SearchFormProps = {
  /** Accessible name of the field (visually hidden). */
  label: string;
  placeholder?: string;
  submitLabel?: string;
  defaultValue?: string;
  /** Called with the trimmed text; never called when the trimmed text is empty. */
  onSearch: (query: string) => void;
  className?: string;
};

/**
 * A search form: react-aria-components SearchField plus a submit Button.
 * Enter or the button submits; Escape clears.
 */
export function SearchForm({
  label,
  placeholder,
  submitLabel = 'Search',
  defaultValue = '',
  onSearch,
  className,
}: SearchFormProps) {
  const [value, setValue] = useState(defaultValue);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const query = value.trim();
    if (query) onSearch(query);
  };

  return (
    <form role="search" className={[styles.form, className].filter(Boolean).join(' ')} onSubmit={submit}>
      <AriaSearchField value={value} onChange={setValue} className={styles.field}>
        <Label className={visuallyHidden}>{label}</Label>
        <Input className={styles.input} placeholder={placeholder} />
      </AriaSearchField>
      <Button type="submit" className={styles.submit} size="sm">
        {submitLabel}
      </Button>
    </form>
  );
}
