import { Link } from 'react-router-dom';

import { POPULAR_SEARCHES, searchPath } from '../lib/popular-searches';
import * as styles from './search.css';

/** The eight fixed popular searches, each a link to its results. */
export function PopularSearches({ current }: { current: string }) {
  return (
    <section className={styles.panel} aria-labelledby="popular-searches-heading">
      <h2 id="popular-searches-heading" className={styles.panelTitle}>
        Popular searches
      </h2>
      <ul className={styles.chips}>
        {POPULAR_SEARCHES.map((term) => (
          <li key={term}>
            <Link
              to={searchPath(term)}
              className={styles.chip}
              aria-current={current.toLowerCase() === term.toLowerCase() ? 'page' : undefined}
            >
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
