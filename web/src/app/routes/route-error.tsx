import { useEffect } from 'react';

import { container } from '../../ui/layout.css';
import { ErrorScreen } from '../../ui/error-screen';

/** Error boundary of one route area: the spec's error screen inside the shell. */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className={container}>
      <ErrorScreen />
    </div>
  );
}

/** Error boundary of the shell itself: the error screen on its own page. */
export function RootError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className={container}>
      <ErrorScreen />
    </main>
  );
}
