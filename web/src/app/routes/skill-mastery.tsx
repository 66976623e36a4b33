import { ComingSoonRoute } from './coming-soon';

export function SkillMasteryRoute() {
  return <ComingSoonRoute title="Skill Mastery" />;
}
