import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';

import { useLoginMutation } from '../api/auth-api';
import { hasErrors, validateSignIn, type SignInValues } from '../utils/validation';

/** Sign In tab. On success the session cache is set and the auth page redirects. */
export function SignInForm() {
  const [values, setValues] = useState<SignInValues>({ username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [login, { isLoading }] = useLoginMutation();
  const submitLogin = useSubmitWithToast(login, { failureTitle: 'Login failed' });

  const errors = submitted ? validateSignIn(values) : {};

  const update = (field: keyof SignInValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(validateSignIn(values))) return;
    await submitLogin({ username: values.username.trim(), password: values.password });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" aria-label="Sign in">
      <FormField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        onChange={update('username')}
        error={errors.username}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={update('password')}
        error={errors.password}
      />
      <BusyButton type="submit" size="lg" className="w-full" busy={isLoading} busyLabel="Signing in" icon={LogIn}>
        Sign In
      </BusyButton>
    </form>
  );
}
