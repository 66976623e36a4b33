import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { isolateText } from '@/lib/user-text';

import { useApproveEngineerMutation } from '../api/admin-api';
import type { Applicant } from '../types';
import { engineerLabel } from '../utils/display';

/**
 * Approves one engineer and says how it went in a toast: 'Engineer Approved', or 'Error' with the server's message.
 * onDone runs after either.
 */
export function useApproveEngineer(engineer: Applicant, onDone?: () => void) {
  const [approveEngineer, { isLoading }] = useApproveEngineerMutation();
  const approve = useSubmitWithToast(approveEngineer, {
    success: { title: 'Engineer Approved', description: `${isolateText(engineerLabel(engineer))} is now verified.`, variant: 'success' },
    failureTitle: 'Error',
    onSuccess: () => onDone?.(),
    onError: () => onDone?.(),
  });
  return { approve: () => approve(engineer.userId), isApproving: isLoading };
}
