export { AdminPage } from './components/admin-page';
export { adminApprovalsSlice } from './stores/approvals-slice';
