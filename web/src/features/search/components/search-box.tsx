import { useState, type FormEvent, type Ref } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';

import { Button } from '../../../ui/button';
import * as fieldStyles from '../../../ui/search-field.css';
import * as styles from './search.css';

type SearchBoxProps = {
  /** The query in the address; the field follows it when it changes (back, popular search, clear). */
  query: string;
  /** Called with the trimmed text; never for an empty one. */
  onSearch: (query: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/** The search page's field: a labelled react-aria SearchField and a submit button. Escape clears. */
export function SearchBox({ query, onSearch, inputRef }: SearchBoxProps) {
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

  return (
    <form role="search" aria-label="Search articles" className={styles.searchForm} onSubmit={submit}>
      <SearchField value={text} onChange={setText} className={styles.searchField}>
        <Label className={styles.searchLabel}>Search Michigan politics coverage</Label>
        <Input ref={inputRef} className={fieldStyles.input} placeholder="A bill, lawmaker or place" />
      </SearchField>
      <Button type="submit" className={fieldStyles.submit}>
        Search
      </Button>
    </form>
  );
}
