import { Link, useSearchParams } from 'react-router-dom';

import { container, textLink } from '../../ui/layout.css';
import { StatusScreen } from '../../ui/status-screen';
import { useDocumentTitle } from '../../ui/use-document-title';

/**
 * The full search page comes later; meanwhile the query is kept and the home
 * page's headline search (which reads ?q=) answers it.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  useDocumentTitle(query ? `Search: ${query}` : 'Search');

  return (
    <div className={container}>
      <StatusScreen
        kicker="Coming soon"
        title="Search"
        actions={
          query ? (
            <Link to={`/?q=${encodeURIComponent(query)}`} className={textLink}>
              See headlines matching &ldquo;{query}&rdquo;
            </Link>
          ) : (
            <Link to="/" className={textLink}>
              Read the latest headlines
            </Link>
          )
        }
      >
        <p>
          {query ? (
            <>
              You searched for <strong>&ldquo;{query}&rdquo;</strong>.{' '}
            </>
          ) : null}
          The full search page, with popular searches and filters, is coming soon.
        </p>
      </StatusScreen>
    </div>
  );
}
