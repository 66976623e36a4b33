export { AnalyticsPage } from './components/analytics-page';
export { usePageViewTracking } from './hooks/use-page-view-tracking';
