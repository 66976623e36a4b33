import { Star, Trophy, Zap, type LucideIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';

import type { Skill } from '../types';
import { isMaxLevel, masteryBand, type MasteryBand } from '../utils/levels';

const BANDS: Record<MasteryBand, { label: string; icon: LucideIcon; className: string }> = {
  master: { label: 'Master', icon: Trophy, className: 'bg-amber-100 text-amber-800' },
  expert: { label: 'Expert', icon: Star, className: 'bg-sky-100 text-sky-800' },
  proficient: { label: 'Proficient', icon: Zap, className: 'bg-emerald-100 text-emerald-800' },
};

export function SkillCard({ skill, sample = false }: { skill: Skill; sample?: boolean }) {
  const band = masteryBand(skill.currentLevel);
  const atMax = isMaxLevel(skill);
  const Band = band ? BANDS[band] : null;
  return (
    <Card className="min-w-0 space-y-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{skill.name}</h3>
          <p className="text-sm text-slate-600">
            Level <span className="font-semibold text-slate-900 tabular-nums">{skill.currentLevel}</span> of {skill.maxLevel}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {sample ? <Badge tone="slate">Sample</Badge> : null}
          {Band ? (
            <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium', Band.className)}>
              <Band.icon aria-hidden="true" className="h-3.5 w-3.5" /> {Band.label}
            </span>
          ) : null}
        </div>
      </div>
      {atMax ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-center text-xs font-bold tracking-wide text-amber-800">MAX LEVEL REACHED</p>
      ) : (
        <div className="space-y-1">
          <ProgressBar
            label={`${skill.name} experience`}
            tone="progress"
            value={skill.currentExperience}
            max={skill.experienceForNextLevel}
            valueText={`${skill.currentExperience} of ${skill.experienceForNextLevel} XP to level ${skill.currentLevel + 1}`}
          />
          <p className="text-xs text-slate-500 tabular-nums">
            {skill.currentExperience} / {skill.experienceForNextLevel} XP to level {skill.currentLevel + 1}
          </p>
        </div>
      )}
    </Card>
  );
}
