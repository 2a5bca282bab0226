import { Button } from './button';
import { StatusScreen } from './status-screen';

/** The render-failure screen with the spec's exact texts. */
export function ErrorScreen() {
  return (
    <StatusScreen
      title="Something went wrong"
      actions={
        <>
          <Button onPress={() => window.location.reload()}>Refresh Page</Button>
          <Button variant="secondary" onPress={() => window.location.assign('/')}>
            Go to Home
          </Button>
        </>
      }
    >
      <p>We&apos;re sorry, but something went wrong. Please try refreshing the page.</p>
    </StatusScreen>
  );
}
