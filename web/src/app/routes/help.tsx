import { ComingSoonRoute } from './coming-soon';

export function HelpRoute() {
  return <ComingSoonRoute title="Help Center" />;
}
