import { Badge } from '@/components/ui/badge';

import { visibleSkills } from '../utils/display';

/** The first `max` skills as tags, then '+N more'. */
export function SkillTags({ skills, max }: { skills: readonly string[]; max: number }) {
  const { shown, hiddenCount } = visibleSkills(skills, max);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Software skills">
      {shown.map((skill) => (
        <li key={skill}>
          <Badge tone="amber">{skill}</Badge>
        </li>
      ))}
      {hiddenCount > 0 ? (
        <li>
          <Badge tone="slate">+{hiddenCount} more</Badge>
        </li>
      ) : null}
    </ul>
  );
}
