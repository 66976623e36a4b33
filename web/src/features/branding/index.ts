export { BrandingCard } from './components/branding-card';
