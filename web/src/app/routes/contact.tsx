import { ComingSoonRoute } from './coming-soon';

export function ContactRoute() {
  return <ComingSoonRoute title="Contact Us" />;
}
