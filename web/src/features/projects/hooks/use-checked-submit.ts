import { useState, type FormEvent } from 'react';

import { toast } from '@/components/ui/toast';

import type { FormCheck } from '../utils/forms';

export interface CheckedSubmitOptions<T, E> {
  /** The summary toast for a missing required field (spec section 5); each field also says it under itself. */
  missingTitle: string;
  /** Checks the form's current values. */
  check: () => FormCheck<T, E>;
  /** Sends the checked value. */
  send: (value: T) => Promise<void>;
}

/**
 * A form's submit handler that sends only checked values; invalid fields get their messages in `errors`, which
 * follow the values from the first refused submit on (a fixed field loses its message as it is fixed).
 */
export function useCheckedSubmit<T, E extends object>({ missingTitle, check, send }: CheckedSubmitOptions<T, E>) {
  const [refused, setRefused] = useState(false);
  const current = refused ? check() : null;
  const errors = (current && !current.ok ? (current.errors ?? {}) : {}) as E;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = check();
    if (result.ok) {
      setRefused(false);
      await send(result.value);
      return;
    }
    setRefused(true);
    if (result.missing) toast({ title: missingTitle, variant: 'destructive' });
  };

  return { errors, submit };
}
