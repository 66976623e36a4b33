import { ComingSoonRoute } from './coming-soon';

export function HowItWorksRoute() {
  return <ComingSoonRoute title="How It Works" />;
}
