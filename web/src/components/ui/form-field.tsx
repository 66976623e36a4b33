import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

const inputClasses = (invalid: boolean): string =>
  cn(
    'block h-11 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm transition-colors',
    'placeholder:text-slate-400 focus:outline-none focus:ring-2',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
      : 'border-slate-300 focus:border-amber-500 focus:ring-amber-200',
  );

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
}

/** A labelled text input with an inline error message wired up for screen readers. */
export function FormField({ label, error, hint, optional, className, ...inputProps }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="flex items-baseline justify-between text-sm font-medium text-slate-800">
        <span>{label}</span>
        {optional ? <span className="text-xs font-normal text-slate-500">Optional</span> : null}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClasses(Boolean(error))} {...inputProps} />
      {hint && !error ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
