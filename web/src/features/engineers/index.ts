export {
  engineersApi,
  useGetEngineerProfileQuery,
  useGetEngineersQuery,
  useGetMyEngineerProfileQuery,
} from './api/engineers-api';
export { EngineerDirectory } from './components/engineer-directory';
export { EngineerProfilePage } from './components/engineer-profile';
export { ProfilePage } from './components/profile-page';
export type { AccountUser, CertificationStatus, EngineerProfile } from './types';
