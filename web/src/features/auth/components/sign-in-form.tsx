import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { formatApiError } from '@/lib/errors';

import { useLoginMutation } from '../api/auth-api';
import { hasErrors, validateSignIn, type SignInValues } from '../utils/validation';

/** Sign In tab. On success the session cache is set and the auth page redirects. */
export function SignInForm() {
  const [values, setValues] = useState<SignInValues>({ username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [login, { isLoading }] = useLoginMutation();

  const errors = submitted ? validateSignIn(values) : {};

  const update = (field: keyof SignInValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(validateSignIn(values))) return;
    try {
      await login({ username: values.username.trim(), password: values.password }).unwrap();
    } catch (error) {
      toast({ title: 'Login failed', description: formatApiError(error), variant: 'destructive' });
    }
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
      <Button type="submit" size="lg" className="w-full" disabled={isLoading}>
        {isLoading ? <Spinner className="h-4 w-4 text-white" label="Signing in" /> : <LogIn aria-hidden="true" className="h-4 w-4" />}
        Sign In
      </Button>
    </form>
  );
}
