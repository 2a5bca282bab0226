import type { Key } from 'react-aria-components';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';

import { HOME_FILTERS, isHomeFilter, type HomeFilter } from '../lib/filters';
import * as styles from './filter-bar.css';

type FilterBarProps = {
  value: HomeFilter;
  onChange: (value: HomeFilter) => void;
};

/**
 * 'Filter Articles:' (reader §2): one choice of eleven. A radio group of
 * toggle buttons: Tab enters it, arrow keys move, Enter or Space chooses.
 */
export function FilterBar({ value, onChange }: FilterBarProps) {
  const choose = (keys: Set<Key>) => {
    const [next] = keys;
    if (isHomeFilter(next)) onChange(next);
  };
  return (
    <div className={styles.bar}>
      <span id="article-filter-label" className={styles.label}>
        Filter Articles:
      </span>
      <ToggleButtonGroup
        aria-labelledby="article-filter-label"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[value]}
        onSelectionChange={choose}
        className={styles.group}
      >
        {HOME_FILTERS.map((filter) => (
          <ToggleButton key={filter.value} id={filter.value} className={styles.option}>
            {filter.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
