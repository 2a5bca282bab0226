import { useRef, type KeyboardEvent } from 'react';

import { HOME_FILTERS, type HomeFilter } from '../lib/filters';
import * as styles from './filter-bar.css';

type FilterBarProps = {
  value: HomeFilter;
  onChange: (value: HomeFilter) => void;
};

/** Arrow keys step through the choices (wrapping), Home and End jump to the ends. */
const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * 'Filter Articles:' (reader §2): one choice of eleven. A radio group of
 * toggle buttons: Tab enters it at the chosen one, arrow keys move, Enter or
 * Space chooses.
 *
 * Native buttons with a roving tab stop rather than react-aria's
 * ToggleButtonGroup: the same keyboard contract, without the focus-management
 * code (about 6 kB gzip) and per-button hooks the home page would otherwise
 * load and run before its first render.
 */
export function FilterBar({ value, onChange }: FilterBarProps) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    buttons.current[step(index, HOME_FILTERS.length)]?.focus();
  };

  return (
    <div className={styles.bar}>
      <span id="article-filter-label" className={styles.label}>
        Filter Articles:
      </span>
      <div role="radiogroup" aria-labelledby="article-filter-label" className={styles.group}>
        {HOME_FILTERS.map((filter, index) => {
          const checked = filter.value === value;
          return (
            <button
              key={filter.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked ? 0 : -1}
              className={styles.option}
              onClick={() => onChange(filter.value)}
              onKeyDown={(event) => move(event, index)}
            >
              {filter.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
