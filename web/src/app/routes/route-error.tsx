import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

import { container } from '../../ui/layout.css';
import { ErrorScreen } from '../../ui/error-screen';

/** Error boundary of one route area: the spec's error screen inside the shell. */
export function RouteError() {
  const error = useRouteError();
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
export function RootError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className={container}>
      <ErrorScreen />
    </main>
  );
}
