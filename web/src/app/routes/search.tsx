import { useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import {
  ArticleGrid,
  ArticleGridEmpty,
  ArticleGridError,
  ArticleGridSkeleton,
} from '../../features/articles/components/article-grid';
import { useSearchResults } from '../../features/search/api/search-articles';
import { PopularSearches } from '../../features/search/components/popular-searches';
import { SearchAbout } from '../../features/search/components/search-about';
import { SearchBox } from '../../features/search/components/search-box';
import { SearchPagination } from '../../features/search/components/search-pagination';
import * as searchStyles from '../../features/search/components/search.css';
import { pageParam, searchPath } from '../../features/search/lib/popular-searches';
import { formatCount } from '../../lib/numbers';
import { PlainButton } from '../../ui/plain-button';
import { container, pageTitle } from '../../ui/layout.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import * as styles from './routes.css';

function SearchResults({ query, page, onClear }: { query: string; page: number; onClear: () => void }) {
  const { data, isPending, isError, refetch } = useSearchResults(query, page);

  let content;
  if (isPending) content = <ArticleGridSkeleton label="Searching" />;
  else if (isError) {
    content = (
      <ArticleGridError text="Search is unavailable right now. Please try again.">
        <PlainButton variant="secondary" onPress={() => void refetch()}>
          Try again
        </PlainButton>
      </ArticleGridError>
    );
  } else if (data.total === 0) {
    content = (
      <ArticleGridEmpty title="No results found" hint={`No stories match “${query}”. Try different words or a popular search.`}>
        <PlainButton variant="secondary" onPress={onClear}>
          Clear search
        </PlainButton>
      </ArticleGridEmpty>
    );
  } else if (data.articles.length === 0) {
    content = (
      <ArticleGridEmpty title="No more results" hint={`Page ${page} is past the last of ${data.pages} pages.`}>
        <Link to={searchPath(query)}>Back to the first page</Link>
      </ArticleGridEmpty>
    );
  } else {
    content = (
      <>
        <ArticleGrid articles={data.articles} eagerFirst={page === 1} />
        <SearchPagination query={query} page={page} pages={data.pages} />
      </>
    );
  }

  return (
    <section className={searchStyles.results} aria-labelledby="search-results-heading" aria-busy={isPending}>
      <div className={searchStyles.resultsHeading}>
        <h2 id="search-results-heading" className={searchStyles.resultsTitle}>
          Results for “{query}”
        </h2>
        {data && data.total > 0 ? (
          <p className={searchStyles.resultsCount} role="status">
            {data.total === 1 ? '1 result' : `${formatCount(data.total)} results`}
            {data.pages > 1 ? ` · page ${Math.min(page, data.pages)} of ${data.pages}` : ''}
          </p>
        ) : null}
      </div>
      {content}
    </section>
  );
}

/** /search: the field (query from ?q, kept in the address), popular searches, results and notes. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const query = params.get('q')?.trim() ?? '';
  const page = pageParam(params.get('page'));
  useDocumentTitle(query ? `Search: ${query}${page > 1 ? ` (page ${page})` : ''}` : 'Search');

  const search = (next: string) => navigate(searchPath(next));
  const clear = () => {
    navigate(searchPath(''));
    inputRef.current?.focus();
  };

  return (
    <div className={`${container} ${styles.page} ${styles.stack}`}>
      <header className={styles.stack}>
        <h1 className={pageTitle}>Search</h1>
        <SearchBox query={query} onSearch={search} inputRef={inputRef} />
      </header>
      <div className={searchStyles.layout}>
        {query ? (
          <SearchResults key={query} query={query} page={page} onClear={clear} />
        ) : (
          <p className={searchStyles.prompt}>Search every Mitics story, or start with a popular search.</p>
        )}
        <aside className={searchStyles.rail} aria-label="Search help">
          <PopularSearches current={query} />
          <SearchAbout />
        </aside>
      </div>
    </div>
  );
}
