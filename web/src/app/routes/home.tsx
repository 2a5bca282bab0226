import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { LatestHeadlines } from '../../features/articles/components/latest-headlines';
import { container, visuallyHidden } from '../../ui/layout.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import * as styles from './routes.css';

/**
 * Home. For now only 'Latest Headlines' is built; hero, ticker, filters and
 * the side sections come with the home-page issue.
 */
export default function HomePage() {
  useDocumentTitle(undefined);
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('q')?.trim() ?? '');
  const q = params.get('q');

  // Spec §2: a q parameter pre-fills the search, then the address is cleaned.
  useEffect(() => {
    if (q === null) return;
    setSearch(q.trim());
    setParams(
      (current) => {
        current.delete('q');
        return current;
      },
      { replace: true },
    );
  }, [q, setParams]);

  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={visuallyHidden}>Mitics: Michigan politics news</h1>
      <LatestHeadlines key={search} search={search} onClearSearch={() => setSearch('')} />
    </div>
  );
}
