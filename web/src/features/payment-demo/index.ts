export { PaymentDemoPage } from './components/payment-demo-page';
