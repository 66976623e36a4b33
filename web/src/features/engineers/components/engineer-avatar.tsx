import { cn } from '@/lib/cn';

import type { EngineerUser } from '../types';
import { engineerInitials } from '../utils/display';

/** The profile image when there is one, otherwise the initials. Decorative: the name is next to it. */
export function EngineerAvatar({ user, className }: { user: EngineerUser; className?: string }) {
  const base = cn('flex shrink-0 items-center justify-center overflow-hidden rounded-full', className);
  if (user.profileImage) {
    return <img src={user.profileImage} alt="" className={cn(base, 'object-cover')} />;
  }
  return (
    <span aria-hidden="true" className={cn(base, 'bg-gradient-to-br from-slate-700 to-slate-900 font-semibold text-amber-300')}>
      {engineerInitials(user)}
    </span>
  );
}
