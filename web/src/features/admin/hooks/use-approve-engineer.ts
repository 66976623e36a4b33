import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { isolateText } from '@/lib/user-text';

import { useApproveEngineerMutation } from '../api/admin-api';
import type { Applicant } from '../types';
import { engineerLabel } from '../utils/display';

/** Approves one engineer and says how it went in a toast: 'Engineer Approved', or 'Error' with the server's message. */
export function useApproveEngineer(engineer: Applicant) {
  const [approveEngineer, { isLoading }] = useApproveEngineerMutation();
  const approve = useSubmitWithToast(approveEngineer, {
    success: { title: 'Engineer Approved', description: `${isolateText(engineerLabel(engineer))} is now verified.`, variant: 'success' },
    failureTitle: 'Error',
  });
  return { approve: () => approve(engineer.userId), isApproving: isLoading };
}
