import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

import { cn } from '@/lib/cn';
import { lengthState, tooLongMessage } from '@/lib/text-length';

import { CharacterCount } from './character-count';

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
  /** The counter under the control, for a field with a limit. */
  counter?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The label, the control, then the hint or the error (and the counter); ids for aria-describedby come from `controlProps`. */
function FieldShell({ id, label, error, hint, optional, counter, className, children }: FieldShellProps) {
  const message = error ? (
    <p id={`${id}-error`} className="text-xs font-medium text-red-600">
      {error}
    </p>
  ) : hint ? (
    <p id={`${id}-hint`} className="text-xs text-slate-500">
      {hint}
    </p>
  ) : null;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="flex items-baseline justify-between text-sm font-medium text-slate-800">
        <span>{label}</span>
        {optional ? <span className="text-xs font-normal text-slate-500">Optional</span> : null}
      </label>
      {children}
      {counter ? (
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">{message}</div>
          {counter}
        </div>
      ) : (
        message
      )}
    </div>
  );
}

/** The control's id and the aria attributes that point screen readers at its error or hint, and its counter. */
function controlProps(id: string, error?: string, hint?: ReactNode, counterShown = false) {
  const describedBy =
    [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null, counterShown ? `${id}-count` : null].filter(Boolean).join(' ') || undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}

/**
 * A field's limit: the counter, and the error past the limit unless the form already gives one (the form's own check
 * must refuse to send, e.g. with `lengthError`, so nothing over the limit is sent or cut).
 */
function limitOf(id: string, value: unknown, limit: number | undefined, show: 'always' | 'near-limit', error: string | undefined) {
  if (limit === undefined) return { error, counter: null, counterShown: false };
  const state = lengthState(typeof value === 'string' ? value : '', limit);
  const shownError = error ?? (state.over ? tooLongMessage(state.count, limit) : undefined);
  return {
    error: shownError,
    counter: <CharacterCount id={`${id}-count`} state={state} show={show} />,
    counterShown: show === 'always' || state.nearLimit,
  };
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** The most characters the server accepts (TEXT_LIMITS): shows a counter, and an error past the limit. */
  limit?: number;
  /** 'near-limit' shows the counter only once the text nears the limit (short fields such as a name). */
  counter?: 'always' | 'near-limit';
}

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldProps {}

/** A labelled text input with an inline error message wired up for screen readers. */
export function FormField({ label, error, hint, optional, limit, counter = 'always', className, ...inputProps }: FormFieldProps) {
  const id = useId();
  const limited = limitOf(id, inputProps.value, limit, counter, error);
  return (
    <FieldShell id={id} label={label} error={limited.error} hint={hint} optional={optional} counter={limited.counter} className={className}>
      <input
        {...controlProps(id, limited.error, hint, limited.counterShown)}
        className={cn(controlClasses(Boolean(limited.error)), 'h-11')}
        {...inputProps}
      />
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, FieldProps {}

export function TextAreaField({ label, error, hint, optional, limit, counter = 'always', className, ...props }: TextAreaFieldProps) {
  const id = useId();
  const limited = limitOf(id, props.value, limit, counter, error);
  return (
    <FieldShell id={id} label={label} error={limited.error} hint={hint} optional={optional} counter={limited.counter}>
      <textarea
        {...controlProps(id, limited.error, hint, limited.counterShown)}
        rows={4}
        className={cn(controlClasses(Boolean(limited.error)), 'py-2', className)}
        {...props}
      />
    </FieldShell>
  );
}

export type SelectOption = string | { value: string; label: string };

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, Omit<FieldProps, 'limit' | 'counter'> {
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
