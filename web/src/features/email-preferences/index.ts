export { EmailPreferencesCard } from './components/email-preferences-card';
export { UnsubscribePage } from './components/unsubscribe-page';
