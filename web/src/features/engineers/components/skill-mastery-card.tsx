import { Award, Trophy } from 'lucide-react';

import { Card } from '@/components/ui/card';

/** Static demo levels (spec section 2 says this card shows hard-coded sample data). */
const SAMPLE_SKILLS = [
  { name: 'Cabinet Vision', level: 85 },
  { name: 'Kitchen Design', level: 78 },
  { name: 'AutoCAD', level: 68 },
] as const;
const SAMPLE_BADGES = 12;
const SAMPLE_AVERAGE_LEVEL = 77;

export function SkillMasteryCard() {
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Trophy aria-hidden="true" className="h-5 w-5 text-amber-500" />
        Skill Mastery &amp; Achievements
      </h2>
      <p className="mt-1 text-xs text-slate-500">Sample levels for illustration.</p>
      <ul className="mt-4 space-y-3">
        {SAMPLE_SKILLS.map((skill) => (
          <li key={skill.name}>
            <div className="flex justify-between text-sm">
              <span className="font-medium text-slate-800">{skill.name}</span>
              <span className="text-slate-600">Level {skill.level}</span>
            </div>
            <div
              className="mt-1 h-2 rounded-full bg-slate-100"
              role="progressbar"
              aria-label={skill.name}
              aria-valuenow={skill.level}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div className="h-2 rounded-full bg-amber-500" style={{ width: `${skill.level}%` }} />
            </div>
          </li>
        ))}
      </ul>
      <dl className="mt-5 grid grid-cols-2 gap-3 text-center">
        <div className="rounded-xl bg-amber-50 p-3">
          <dt className="text-xs text-slate-600">Badges</dt>
          <dd className="flex items-center justify-center gap-1 text-xl font-bold text-slate-900">
            <Award aria-hidden="true" className="h-5 w-5 text-amber-600" />
            {SAMPLE_BADGES}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">Average level</dt>
          <dd className="text-xl font-bold text-slate-900">{SAMPLE_AVERAGE_LEVEL}</dd>
        </div>
      </dl>
    </Card>
  );
}
