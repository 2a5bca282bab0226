import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

// The error screens (and the Buttons they hold) load only when something has failed.
const RouteError = lazy(() => import('./route-error').then((module) => ({ default: module.RouteError })));
const RootError = lazy(() => import('./route-error').then((module) => ({ default: module.RootError })));

interface BoundaryProps {
  /** The shell's own boundary: the error screen on a page of its own. */
  root?: boolean;
  /** What the boundary guards; the route's child routes (<Outlet />) by default. */
  children?: ReactNode;
}

interface CatcherProps extends BoundaryProps {
  /** The address the boundary was drawn for: a navigation clears a caught error. */
  location: string;
}

class ErrorCatcher extends Component<CatcherProps, { error: unknown; location: string; failed: boolean }> {
  override state = { error: undefined as unknown, location: this.props.location, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: { location: string; failed: boolean }) {
    // As the data router's errorElement: another address draws its page again.
    if (props.location !== state.location) return { error: undefined, failed: false, location: props.location };
    return null;
  }

  override render() {
    if (!this.state.failed) return this.props.children ?? <Outlet />;
    const Screen = this.props.root ? RootError : RouteError;
    return (
      <Suspense fallback={null}>
        <Screen error={this.state.error} />
      </Suspense>
    );
  }
}

/** One route area's error boundary: a render error shows the error screen inside the shell (the root's: on its own). */
export function RouteBoundary({ root, children }: BoundaryProps) {
  const { pathname, search } = useLocation();
  return (
    <ErrorCatcher root={root} location={`${pathname}${search}`}>
      {children}
    </ErrorCatcher>
  );
}
