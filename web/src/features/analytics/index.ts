export { AnalyticsPage } from './components/analytics-page';
export { MyAnalyticsPage } from './components/my-analytics-page';
export { usePageViewTracking } from './hooks/use-page-view-tracking';
