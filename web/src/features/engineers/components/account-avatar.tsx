import { cn } from '@/lib/cn';
import { avatarInitial } from '@/lib/user-display';

import type { AccountUser } from '../types';

export function AccountAvatar({ user, className }: { user: AccountUser; className?: string }) {
  const base = cn('flex shrink-0 items-center justify-center overflow-hidden rounded-full', className);
  if (user.profileImage) return <img src={user.profileImage} alt="Your profile image" className={cn(base, 'object-cover')} />;
  return (
    <span aria-hidden="true" className={cn(base, 'bg-gradient-to-br from-amber-500 to-amber-700 font-semibold text-white')}>
      {avatarInitial(user)}
    </span>
  );
}
