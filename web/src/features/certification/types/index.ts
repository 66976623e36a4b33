import type { CertificateStatus } from '@/lib/certification-tracks';

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

/** POST /api/certification/tracks/{track}/attempts: a started (or resumed) track attempt, without the answers. */
export interface TrackTest {
  attemptId: number;
  track: string;
  startedAt: string;
  deadline: string;
  /** Seconds left on the server's clock when it answered. */
  secondsLeft: number;
  timeLimitMinutes: number;
  passPercentage: number;
  questions: CertificationQuestion[];
}

/** The answer of a submitted track attempt. */
export interface TrackResult extends AttemptResult {
  passPercentage: number;
  certificate: { id: string; expiresAt: string } | null;
  nextAttemptAt: string | null;
}

/** GET /api/certificates/{certificateId} (public). */
export interface TrackCertificate {
  id: string;
  track: string;
  trackTitle: string;
  engineer: { id: number; name: string };
  score: number;
  totalQuestions: number;
  percentage: number;
  issuedAt: string;
  expiresAt: string;
  status: CertificateStatus;
}
