import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import * as styles from './data-page.css';
import { container, textLink } from './layout.css';
import { LoadingRegion, Skeleton } from './skeleton';
import { StatusScreen } from './status-screen';

/** The frame of a data desk's page (the legislature, campaign finance): the site's container with the page's rhythm. */
export function DataPage({ children }: { children: ReactNode }) {
  return <div className={`${container} ${styles.page}`}>{children}</div>;
}

/** A detail page while it loads: a title and a line, then blocks of the given heights, announced once as `label`. */
export function DataPageLoading({ label, blocks }: { label: string; blocks: string[] }) {
  return (
    <DataPage>
      <LoadingRegion label={label}>
        <Skeleton width="50%" height="2.5rem" />
        <Skeleton width="30%" />
        {blocks.map((height, i) => (
          <Skeleton key={i} height={height} />
        ))}
      </LoadingRegion>
    </DataPage>
  );
}

type DataPageErrorProps = {
  /** The record is not there (a 404), rather than the request failing. */
  notFound: boolean;
  notFoundTitle: string;
  notFoundText: string;
  errorText: string;
  /** Where the reader goes from here. */
  back: { to: string; label: string };
};

/** A detail page that could not be shown: not found, or something went wrong; with a way back. */
export function DataPageError({ notFound, notFoundTitle, notFoundText, errorText, back }: DataPageErrorProps) {
  return (
    <div className={container}>
      <StatusScreen
        title={notFound ? notFoundTitle : 'Something went wrong'}
        actions={
          <Link to={back.to} className={textLink}>
            {back.label}
          </Link>
        }
      >
        <p>{notFound ? notFoundText : errorText}</p>
      </StatusScreen>
    </div>
  );
}

/** A table's column headings, each with its cell class (the data desks' `cell` by default). */
export function ColumnHeads({ columns }: { columns: Array<string | { label: string; className: string }> }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const { label, className } = typeof column === 'string' ? { label: column, className: styles.cell } : column;
          return (
            <th key={label} scope="col" className={className}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
