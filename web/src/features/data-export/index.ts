export { DataExportCard } from './components/data-export-card';
