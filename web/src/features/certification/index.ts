export { useGetAttemptsQuery } from './api/certification-api';
export { CertificationEngineersOnly, CertificationPage } from './components/certification-page';
export { CertificationSuccess } from './components/certification-success';
export type { CertificationStanding } from './types';
