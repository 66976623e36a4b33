export interface CertificationQuestion {
  id: number;
  category: string;
  difficulty: string;
  question: string;
  options: string[];
}

/** GET /api/certification/questions: a started (or resumed) attempt. */
export interface CertificationTest {
  attemptId: number;
  startedAt: string;
  deadline: string;
  timeLimitSeconds: number;
  questions: CertificationQuestion[];
}

export interface AttemptResult {
  passed: boolean;
  percentage: number;
  score: number;
  totalQuestions: number;
}

/** GET /api/certification/attempts entries, newest first (the type is shared with the admins' review). */
export type { CertificationAttempt, CertificationAttemptStatus } from '@/lib/certification-attempts';

/** What the certification screens need from the engineer profile. */
export interface CertificationStanding {
  certificationStatus: 'pending' | 'failed' | 'certified' | 'revoked';
  certificationScore: number | null;
  certificationDate: string | null;
}
