export { AdminPage } from './components/admin-page';
export { ApplicationReviewPanel } from './components/application-review-panel';
export { ContactMessagesCard } from './components/contact-messages-card';
export { adminApprovalsSlice } from './stores/approvals-slice';
