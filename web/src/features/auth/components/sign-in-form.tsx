import { LogIn } from 'lucide-react';

import { BusyButton } from '@/components/ui/busy-button';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';

import { useLoginMutation } from '../api/auth-api';
import { useValidatedForm } from '../hooks/use-validated-form';
import { validateSignIn } from '../utils/validation';
import { PasswordField, UsernameField } from './credential-fields';

/** Sign In tab. On success the session cache is set and the auth page redirects. */
export function SignInForm() {
  const [login, { isLoading }] = useLoginMutation();
  const submitLogin = useSubmitWithToast(login, { failureTitle: 'Login failed' });
  const { values, errors, update, handleSubmit } = useValidatedForm({
    initialValues: { username: '', password: '' },
    validate: validateSignIn,
    send: ({ username, password }) => submitLogin({ username: username.trim(), password }),
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" aria-label="Sign in">
      <UsernameField value={values.username} onChange={update('username')} error={errors.username} />
      <PasswordField autoComplete="current-password" value={values.password} onChange={update('password')} error={errors.password} />
      <BusyButton type="submit" size="lg" className="w-full" busy={isLoading} busyLabel="Signing in" icon={LogIn}>
        Sign In
      </BusyButton>
    </form>
  );
}
