export { FindWork } from './components/find-work';
export { PostProjectPage } from './components/post-project-form';
export { ProjectDashboard } from './components/project-dashboard';
export { ProjectDetailPage } from './components/project-detail';
