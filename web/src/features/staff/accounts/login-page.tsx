import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { errorDetail, errorStatus } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { container, textLink } from '../../../ui/layout.css';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useSession, useSignIn } from '../api/session';
import { TextInputField } from '../components/fields';
import { SessionBar, StaffHeader } from '../components/staff-header';
import * as styles from '../components/staff.css';
import { safeNextPath } from '../lib/next-path';

const MISSING_LOGIN = 'Please enter your username or email';
const MISSING_PASSWORD = 'Please enter your password';

/** The message for a refused sign-in: the server's own words when it sent any. */
function signInError(error: unknown): string {
  const detail = errorDetail(error);
  if (detail) return detail;
  const status = errorStatus(error);
  if (status === 401) return 'Invalid username or password';
  if (status === 429) return 'Too many sign-in attempts. Please wait and try again.';
  return 'We could not sign you in. Please try again.';
}

/**
 * /login (issue 4; the spec names the route only): username or email and
 * password. On success, back to the page that sent the user (?next=, paths on
 * this site only) or /contribute.
 */
export default function LoginPage() {
  useDocumentTitle('Sign In');
  const session = useSession();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState<'login' | 'password' | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const form = event.currentTarget;
    const missing = !login.trim() ? 'login' : !password ? 'password' : null;
    if (missing) {
      setInvalid(missing);
      setMessage(missing === 'login' ? MISSING_LOGIN : MISSING_PASSWORD);
      form.querySelector<HTMLInputElement>(`input[name="${missing}"]`)?.focus();
      return;
    }
    setInvalid(null);
    setMessage('');
    signIn.mutate(
      { login: login.trim(), password },
      {
        onSuccess: () => void navigate(next, { replace: true }),
        onError: (error) => {
          setPassword('');
          setMessage(signInError(error));
        },
      },
    );
  };

  if (session.isPending) return <PageSkeleton />;

  const user = session.data;
  if (user && !signIn.isPending && !signIn.isSuccess) {
    return (
      <div className={container}>
        <div className={`${styles.page} ${styles.narrow}`}>
          <StaffHeader title="Sign In">You are already signed in.</StaffHeader>
          <div className={styles.card}>
            <SessionBar user={user} />
            <p>
              <Link to={next} className={textLink}>
                Continue to {next === '/contribute' ? 'My Articles' : next}
              </Link>
            </p>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className={container}>
      <div className={`${styles.page} ${styles.narrow}`}>
        <StaffHeader kicker="Newsroom" title="Sign In">
          Contributors, editors and admins sign in here.
        </StaffHeader>
        <Form className={`${styles.card} ${styles.form}`} onSubmit={submit} validationBehavior="aria" aria-label="Sign in">
          <div role="alert" className={styles.alert} data-testid="sign-in-error">
            {message}
          </div>
          <TextInputField
            label="Username or email"
            name="login"
            value={login}
            onChange={(value) => {
              setLogin(value);
              if (invalid === 'login') setInvalid(null);
            }}
            autoComplete="username"
            isRequired
            isInvalid={invalid === 'login'}
            autoFocus
          />
          <TextInputField
            label="Password"
            name="password"
            type="password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              if (invalid === 'password') setInvalid(null);
            }}
            autoComplete="current-password"
            isRequired
            isInvalid={invalid === 'password'}
          />
          <div className={styles.formActions}>
            <Button type="submit" isPending={signIn.isPending}>
              {signIn.isPending ? 'Signing in...' : 'Sign In'}
            </Button>
          </div>
          <p className={styles.muted}>
            New to the newsroom?{' '}
            <Link to="/register" className={textLink}>
              Create a contributor account
            </Link>
          </p>
        </Form>
      </div>
    </div>
  );
}
