import { useId, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';

import { PlainButton } from '../../../ui/plain-button';
import * as fieldStyles from '../../../ui/search-field.css';
import * as styles from './search.css';

type SearchBoxProps = {
  /** The query in the address; the field follows it when it changes (back, popular search, clear). */
  query: string;
  /** Called with the trimmed text; never for an empty one. */
  onSearch: (query: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The search page's field: a labelled search box and a submit button. Escape
 * clears. Native elements, as the header's search (ui/search-field): the page's
 * first screen, kept out of react-aria's SearchField for the first-load budget (issue 13).
 */
export function SearchBox({ query, onSearch, inputRef }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // The address changed under us: show its query (state adjusted while rendering, not in an effect).
  if (shownQuery !== query) {
    setShownQuery(query);
    setText(query);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed) onSearch(trimmed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || text === '') return;
    // As SearchField: Escape clears a field with text, and goes no further.
    event.preventDefault();
    event.stopPropagation();
    setText('');
  };

  return (
    <form role="search" aria-label="Search articles" className={styles.searchForm} onSubmit={submit}>
      <div className={styles.searchField}>
        <label htmlFor={id} className={styles.searchLabel}>
          Search Michigan politics coverage
        </label>
        <input
          id={id}
          ref={inputRef}
          type="search"
          className={fieldStyles.input}
          placeholder="A bill, lawmaker or place"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <PlainButton type="submit" className={fieldStyles.submit}>
        Search
      </PlainButton>
    </form>
  );
}
