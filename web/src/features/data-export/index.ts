export { DataExportCard } from './components/data-export-card';
export { PersonalDataCard } from './components/personal-data-card';
