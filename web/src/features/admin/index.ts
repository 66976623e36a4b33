export { AdminPage } from './components/admin-page';
export { ApplicationReviewPanel } from './components/application-review-panel';
export { adminApprovalsSlice } from './stores/approvals-slice';
