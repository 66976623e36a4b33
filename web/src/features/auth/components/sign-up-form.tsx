import * as RadioGroup from '@radix-ui/react-radio-group';
import { Briefcase, HardHat, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { cn } from '@/lib/cn';
import { errorStatus } from '@/lib/errors';

import { useRegisterMutation } from '../api/auth-api';
import { useValidatedForm } from '../hooks/use-validated-form';
import type { RegisterableRole, RegisterInput } from '../types';
import { clearSignupSource, getSignupSource } from '../utils/signup-source';
import { LOCATION_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH, validateSignUp, type FieldErrors, type SignUpValues } from '../utils/validation';
import { PasswordField, UsernameField } from './credential-fields';

const INITIAL_VALUES: SignUpValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  phone: '',
  location: '',
  role: 'client',
};

const ROLE_OPTIONS: Array<{ value: RegisterableRole; label: string; description: string; icon: typeof Briefcase }> = [
  { value: 'client', label: 'Client', description: 'I need cabinet engineering work done', icon: Briefcase },
  { value: 'engineer', label: 'Engineer', description: 'I deliver drawings and CNC files', icon: HardHat },
];

/** Server answers (409) that belong to one field are shown under it as well as in the toast. */
function fieldOfConflict(message: string): keyof SignUpValues | null {
  if (/username/i.test(message)) return 'username';
  if (/email/i.test(message)) return 'email';
  return null;
}

function toRegisterInput(values: SignUpValues): RegisterInput {
  const input: RegisterInput = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    role: values.role,
  };
  const phone = values.phone.trim();
  const location = values.location.trim();
  const source = getSignupSource();
  if (phone) input.phone = phone;
  if (location) input.location = location;
  if (source) input.source = source;
  return input;
}

/** Sign Up tab. On success the session cache is set and the auth page redirects. */
export function SignUpForm({ initialRole = 'client' }: { initialRole?: RegisterableRole }) {
  const [serverErrors, setServerErrors] = useState<FieldErrors<SignUpValues>>({});
  const [register, { isLoading }] = useRegisterMutation();
  const submitRegistration = useSubmitWithToast(register, {
    failureTitle: 'Registration failed',
    onSuccess: () => clearSignupSource(),
    onError: (error, message) => {
      if (errorStatus(error) !== 409) return;
      const field = fieldOfConflict(message);
      if (field) setServerErrors({ [field]: message.replace(/^\d{3}: /, '') });
    },
  });
  const form = useValidatedForm({
    initialValues: { ...INITIAL_VALUES, role: initialRole },
    validate: validateSignUp,
    send: (values) => submitRegistration(toRegisterInput(values)),
    onEdit: (field) => setServerErrors((current) => ({ ...current, [field]: undefined })),
  });
  const { values, setValues, update, handleSubmit } = form;

  const errors: FieldErrors<SignUpValues> = { ...serverErrors, ...form.errors };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" aria-label="Sign up">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" name="firstName" autoComplete="given-name" value={values.firstName} onChange={update('firstName')} error={errors.firstName} limit={NAME_MAX_LENGTH} counter="near-limit" />
        <FormField label="Last name" name="lastName" autoComplete="family-name" value={values.lastName} onChange={update('lastName')} error={errors.lastName} limit={NAME_MAX_LENGTH} counter="near-limit" />
      </div>
      <UsernameField
        value={values.username}
        onChange={update('username')}
        error={errors.username}
        hint="3-32 characters: letters, digits, dot, underscore or hyphen"
      />
      <FormField label="Email" name="email" type="email" autoComplete="email" value={values.email} onChange={update('email')} error={errors.email} />
      <PasswordField
        autoComplete="new-password"
        value={values.password}
        onChange={update('password')}
        error={errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Phone" name="phone" type="tel" autoComplete="tel" optional value={values.phone} onChange={update('phone')} error={errors.phone} limit={PHONE_MAX_LENGTH} counter="near-limit" />
        <FormField label="Location" name="location" autoComplete="address-level2" optional placeholder="City, State" value={values.location} onChange={update('location')} error={errors.location} limit={LOCATION_MAX_LENGTH} counter="near-limit" />
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">I am joining as</legend>
        <RadioGroup.Root
          aria-label="Role"
          value={values.role}
          onValueChange={(role) => setValues((current) => ({ ...current, role: role as RegisterableRole }))}
          className="mt-2 grid gap-3 sm:grid-cols-2"
        >
          {ROLE_OPTIONS.map(({ value, label, description, icon: Icon }) => {
            const selected = values.role === value;
            return (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors',
                  selected ? 'border-amber-500 bg-amber-50 ring-1 ring-amber-500' : 'border-slate-300 bg-white hover:border-slate-400',
                )}
              >
                <RadioGroup.Item
                  value={value}
                  aria-label={label}
                  className="mt-0.5 flex h-4 w-4 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 data-[state=checked]:border-amber-600"
                >
                  <RadioGroup.Indicator className="h-2 w-2 rounded-full bg-amber-600" />
                </RadioGroup.Item>
                <span className="min-w-0">
                  <span className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
                    <Icon aria-hidden="true" className="h-4 w-4 text-slate-500" /> {label}
                  </span>
                  <span className="mt-0.5 block text-xs text-slate-600">{description}</span>
                </span>
              </label>
            );
          })}
        </RadioGroup.Root>
        {errors.role ? <p className="mt-1.5 text-xs font-medium text-red-600">{errors.role}</p> : null}
      </fieldset>

      <BusyButton type="submit" size="lg" className="w-full" busy={isLoading} busyLabel="Creating your account" icon={UserPlus}>
        Create Account
      </BusyButton>
      <p className="text-center text-xs text-slate-600">
        By creating an account you agree to the{' '}
        <Link to={paths.terms.getHref()} className="font-medium text-amber-700 underline hover:text-amber-800">
          Terms
        </Link>{' '}
        and the{' '}
        <Link to={paths.privacy.getHref()} className="font-medium text-amber-700 underline hover:text-amber-800">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}
