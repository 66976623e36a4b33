export { ContactPage } from './components/contact-page';
export type { ContactSender } from './types';
