import { useState, type ChangeEvent, type FormEvent } from 'react';

import { hasErrors, type FieldErrors } from '../utils/validation';

export interface ValidatedFormOptions<Values> {
  initialValues: Values;
  /** The client-side checks; their messages show from the first submit on. */
  validate: (values: Values) => FieldErrors<Values>;
  /** Sends values that passed `validate`. */
  send: (values: Values) => Promise<void>;
  /** Runs after a field changed, e.g. to drop the server's error for it. */
  onEdit?: (field: keyof Values) => void;
}

/** The values of an auth form, its text inputs' change handlers and a submit handler that validates before it sends. */
export function useValidatedForm<Values extends object>({ initialValues, validate, send, onEdit }: ValidatedFormOptions<Values>) {
  const [values, setValues] = useState<Values>(initialValues);
  const [submitted, setSubmitted] = useState(false);

  const errors: FieldErrors<Values> = submitted ? validate(values) : {};

  const update = (field: keyof Values) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    onEdit?.(field);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(validate(values))) return;
    await send(values);
  }

  return { values, setValues, errors, update, handleSubmit };
}
