import { ComingSoonRoute } from './coming-soon';

export function MicroInteractionsRoute() {
  return <ComingSoonRoute title="Micro-interactions" />;
}
