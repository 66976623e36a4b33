import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

import { cn } from '@/lib/cn';

const controlClasses = (invalid: boolean): string =>
  cn(
    'block w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm transition-colors',
    'placeholder:text-slate-400 focus:outline-none focus:ring-2',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
      : 'border-slate-300 focus:border-amber-500 focus:ring-amber-200',
  );

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}

/** The label, the control, then the hint or the error; ids for aria-describedby come from `controlProps`. */
function FieldShell({ id, label, error, hint, optional, className, children }: FieldShellProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="flex items-baseline justify-between text-sm font-medium text-slate-800">
        <span>{label}</span>
        {optional ? <span className="text-xs font-normal text-slate-500">Optional</span> : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The control's id and the aria attributes that point screen readers at its error or hint. */
function controlProps(id: string, error?: string, hint?: ReactNode) {
  const describedBy = [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
}

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldProps {}

/** A labelled text input with an inline error message wired up for screen readers. */
export function FormField({ label, error, hint, optional, className, ...inputProps }: FormFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <input
        {...controlProps(id, error, hint)}
        className={cn(controlClasses(Boolean(error)), 'h-11')}
        {...inputProps}
      />
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, FieldProps {}

export function TextAreaField({ label, error, hint, optional, className, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      <textarea
        {...controlProps(id, error, hint)}
        rows={4}
        className={cn(controlClasses(Boolean(error)), 'py-2', className)}
        {...props}
      />
    </FieldShell>
  );
}

export type SelectOption = string | { value: string; label: string };

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, FieldProps {
  options: readonly SelectOption[];
  /** A first, empty choice (value '') shown until the user picks one, e.g. 'Select a cabinet type'. */
  placeholder?: string;
}

export function SelectField({ label, error, hint, optional, options, placeholder, className, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      <select
        {...controlProps(id, error, hint)}
        className={cn(controlClasses(Boolean(error)), 'h-11', className)}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}
