import { FormField, type FormFieldProps } from '@/components/ui/form-field';

type CredentialFieldProps = Omit<FormFieldProps, 'label' | 'name' | 'type'>;

/** The username input of both auth forms: no auto-capitalisation or spell check. */
export function UsernameField(props: CredentialFieldProps) {
  return <FormField label="Username" name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />;
}

/** The password input of both auth forms; sign-in asks for the current password, sign-up for a new one. */
export function PasswordField({ autoComplete, ...props }: CredentialFieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  return <FormField label="Password" name="password" type="password" autoComplete={autoComplete} {...props} />;
}
