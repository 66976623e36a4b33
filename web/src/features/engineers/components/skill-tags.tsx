import { TagList } from '@/components/ui/tag-list';

import { visibleSkills } from '../utils/display';

/** The first `max` skills as tags, then '+N more'. */
export function SkillTags({ skills, max }: { skills: readonly string[]; max: number }) {
  const { shown, hiddenCount } = visibleSkills(skills, max);
  return <TagList items={shown} label="Software skills" more={hiddenCount > 0 ? `+${hiddenCount} more` : undefined} />;
}
