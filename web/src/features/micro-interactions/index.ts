export { MicroInteractionsPage } from './components/micro-interactions-page';
