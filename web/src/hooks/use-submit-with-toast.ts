import { toast, type ToastInput } from '@/components/ui/toast';
import { formatApiError } from '@/lib/errors';

/** What an RTK Query mutation trigger returns, as far as this hook needs it. */
interface Unwrappable<Result> {
  unwrap: () => Promise<Result>;
}

export interface SubmitWithToastOptions<Result> {
  /** The toast after success, fixed or made from the answer; none when absent. */
  success?: ToastInput | ((result: Result) => ToastInput);
  /** The title of the toast after a failure; its text is the server's message as formatApiError words it. */
  failureTitle: string;
  /** Runs after the success toast, e.g. to navigate. Whatever it throws is reported like a failed request. */
  onSuccess?: (result: Result) => void;
  /** Runs after the failure toast with the error and the message the toast showed. */
  onError?: (error: unknown, message: string) => void;
  /** True for a failure the caller shows in the page itself (a refusal the user can act on): no toast for it. */
  shownInPlace?: (error: unknown) => boolean;
}

/**
 * Wraps a mutation trigger: the returned function calls it, unwraps the answer and tells the user in a toast how it
 * went; `${status}: ${server message}` on failure (spec section 8). It settles without throwing, so a submit handler
 * can be `onSubmit={(event) => void submit(event)}`.
 */
export function useSubmitWithToast<Arg, Result>(
  trigger: (arg: Arg) => Unwrappable<Result>,
  { success, failureTitle, onSuccess, onError, shownInPlace }: SubmitWithToastOptions<Result>,
): (arg: Arg) => Promise<void> {
  return async (arg: Arg) => {
    try {
      const result = await trigger(arg).unwrap();
      if (success) toast(typeof success === 'function' ? success(result) : success);
      onSuccess?.(result);
    } catch (error) {
      const message = formatApiError(error);
      if (!shownInPlace?.(error)) toast({ title: failureTitle, description: message, variant: 'destructive' });
      onError?.(error, message);
    }
  };
}
