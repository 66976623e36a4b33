import { Award, Briefcase, Crown, Hammer, Lock, Star, Target, Trophy, type LucideIcon } from 'lucide-react';

import { cn } from '@/lib/cn';
import { formatShortDate } from '@/lib/date-time';

import type { BadgeIcon, BadgeRarity, SkillBadge } from '../types';

const ICONS: Record<BadgeIcon, LucideIcon> = {
  hammer: Hammer,
  briefcase: Briefcase,
  trophy: Trophy,
  award: Award,
  target: Target,
  star: Star,
  crown: Crown,
};

const RARITY: Record<BadgeRarity, { label: string; icon: string; text: string }> = {
  common: { label: 'Common', icon: 'bg-slate-100 text-slate-700', text: 'text-slate-600' },
  uncommon: { label: 'Uncommon', icon: 'bg-emerald-100 text-emerald-700', text: 'text-emerald-700' },
  rare: { label: 'Rare', icon: 'bg-sky-100 text-sky-700', text: 'text-sky-700' },
  epic: { label: 'Epic', icon: 'bg-violet-100 text-violet-700', text: 'text-violet-700' },
  legendary: { label: 'Legendary', icon: 'bg-amber-100 text-amber-700', text: 'text-amber-700' },
};

function BadgeItem({ badge }: { badge: SkillBadge }) {
  const Icon = ICONS[badge.icon];
  const rarity = RARITY[badge.rarity];
  const earned = formatShortDate(badge.earnedAt);
  return (
    <li
      aria-label={`${badge.name}, ${earned ? 'earned' : 'locked'}`}
      className={cn('flex min-w-0 gap-4 rounded-2xl border p-4', earned ? 'border-slate-200 bg-white' : 'border-dashed border-slate-300 bg-slate-50')}
    >
      <span className={cn('flex h-12 w-12 shrink-0 items-center justify-center rounded-xl', earned ? rarity.icon : 'bg-slate-200 text-slate-400')}>
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <div className="min-w-0 space-y-1">
        <h3 className="font-semibold break-words text-slate-900">{badge.name}</h3>
        <p className="text-sm text-slate-600">{badge.description}</p>
        <p className="flex flex-wrap items-center gap-x-2 text-xs">
          <span className={cn('font-semibold', rarity.text)}>{rarity.label}</span>
          {earned ? (
            <span className="text-slate-500">Earned {earned}</span>
          ) : (
            <span className="inline-flex items-center gap-1 text-slate-500">
              <Lock aria-hidden="true" className="h-3 w-3" /> Locked
            </span>
          )}
        </p>
      </div>
    </li>
  );
}

/** Every badge: earned ones first (in the order they are defined), then the locked ones still to earn. */
export function BadgeGrid({ badges }: { badges: readonly SkillBadge[] }) {
  const ordered = [...badges.filter((badge) => badge.earnedAt), ...badges.filter((badge) => !badge.earnedAt)];
  return (
    <ul aria-label="Badges" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {ordered.map((badge) => (
        <BadgeItem key={badge.id} badge={badge} />
      ))}
    </ul>
  );
}
