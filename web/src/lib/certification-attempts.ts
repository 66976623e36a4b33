/** Where a certification attempt stands: running, or how it ended (services/auth/openapi.yaml, CertificationAttempt). */
export type CertificationAttemptStatus = 'in_progress' | 'passed' | 'failed' | 'expired';

/**
 * One certification attempt, as both the engineer's own GET /api/certification/attempts and the admins'
 * GET /api/admin/engineers/{userId}/certification-attempts list them (newest first). The score and the percentage
 * are null while the attempt runs.
 */
export interface CertificationAttempt {
  id: number;
  status: CertificationAttemptStatus;
  score: number | null;
  totalQuestions: number;
  percentage: number | null;
  passed: boolean | null;
  startedAt: string;
  submittedAt: string | null;
}
