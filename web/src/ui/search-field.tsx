import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';

import { button } from './button.css';
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
 * The header's search form: a labelled search box plus a submit button. Enter
 * or the button submits; Escape clears (and, when already empty, is left to
 * the page, which may close the search bar). Plain form elements, not
 * react-aria-components' SearchField and Button: this form is in every page's
 * first render, and theirs is most of the first-load JS a page would not
 * otherwise need (issue 13). The native elements give the same roles, names
 * and keyboard behaviour.
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
  const id = useId();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const query = value.trim();
    if (query) onSearch(query);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || value === '') return;
    // As SearchField: Escape clears a field with text, and goes no further.
    event.preventDefault();
    event.stopPropagation();
    setValue('');
  };

  return (
    <form role="search" className={[styles.form, className].filter(Boolean).join(' ')} onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={id} className={visuallyHidden}>
          {label}
        </label>
        <input
          id={id}
          type="search"
          className={styles.input}
          placeholder={placeholder}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <button type="submit" className={`${button({ size: 'sm' })} ${styles.submit}`}>
        {submitLabel}
      </button>
    </form>
  );
}
