export {
  engineersApi,
  useGetEngineerProfileQuery,
  useGetEngineerReviewsQuery,
  useGetEngineersQuery,
  useGetMyEngineerProfileQuery,
} from './api/engineers-api';
export { ApplicationStatusNotice, OwnVerificationNotice } from './components/application-status-notice';
export { EngineerDirectory } from './components/engineer-directory';
export { EngineerProfilePage } from './components/engineer-profile';
export { ProfilePage } from './components/profile-page';
export type { AccountUser, ApplicationStatus, CertificationStatus, EngineerProfile } from './types';
