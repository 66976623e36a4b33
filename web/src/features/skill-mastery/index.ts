export { SkillMasteryEngineersOnly, SkillMasteryPage } from './components/skill-mastery-page';
export type { MasteryInput } from './types';
