import { Link } from 'react-router-dom';

import { searchPath } from '../lib/popular-searches';
import * as styles from './search.css';

/**
 * Previous and Next for a search with more than one page: real links (the
 * address keeps q and page, so a page can be shared, reloaded and reached
 * with Back), with the current page named between them.
 */
export function SearchPagination({ query, page, pages }: { query: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="Search result pages">
      {page > 1 ? (
        <Link className={styles.pageLink} to={searchPath(query, Math.min(page - 1, pages))} rel="prev">
          ← Previous page
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.pageOf}>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link className={styles.pageLink} to={searchPath(query, page + 1)} rel="next">
          Next page →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
