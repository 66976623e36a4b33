export { useGetMyProjectsQuery, useGetProjectQuery } from './api/projects-api';
export { FindWork } from './components/find-work';
export { InviteToBid } from './components/invite-to-bid';
export { PostProjectPage } from './components/post-project-form';
export { ProjectDashboard } from './components/project-dashboard';
export { PaidStagesContext, type PaidStagesHook } from './components/milestones/paid-stages';
export { ProjectDetailPage, type ProjectMessaging, type ProjectPaymentsPanel } from './components/project-detail';
export type { MyProject, Party, Viewer } from './types';
export { messagingPartners } from './utils/participation';
