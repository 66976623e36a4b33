export { WebhooksCard } from './components/webhooks-card';
