import { useRef } from 'react';

import { useSubmitWithToast, type SubmitWithToastOptions } from '@/hooks/use-submit-with-toast';

/** useSubmitWithToast for a decision dialog: resolves to the server's message on failure (toasted too), or null. */
export function useDecision<Arg, Result>(
  trigger: Parameters<typeof useSubmitWithToast<Arg, Result>>[0],
  options: Omit<SubmitWithToastOptions<Result>, 'onError'>,
): (arg: Arg) => Promise<string | null> {
  const failure = useRef<string | null>(null);
  const submit = useSubmitWithToast(trigger, {
    ...options,
    onError: (_error, message) => {
      failure.current = message;
    },
  });
  return async (arg: Arg) => {
    failure.current = null;
    await submit(arg);
    return failure.current;
  };
}
