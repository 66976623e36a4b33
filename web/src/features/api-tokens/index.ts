export { ApiTokensCard } from './components/api-tokens-card';
