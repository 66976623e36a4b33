export { authApi, clearSession, useGetUserQuery, useLoginMutation, useLogoutMutation, useRegisterMutation } from './api/auth-api';
export { AuthMarketingPanel } from './components/auth-marketing-panel';
export { ProtectedRoute, RequireRole } from './components/protected-route';
export { SignInForm } from './components/sign-in-form';
export { SignUpForm } from './components/sign-up-form';
export { useLogout } from './hooks/use-logout';
export { useUser } from './hooks/use-user';
export type { User, UserRole } from './types';
export { captureSignupSource } from './utils/signup-source';
