import { cn } from '@/lib/cn';
import { avatarInitial, type UserNameParts } from '@/lib/user-display';

/** The uploaded profile image when there is one, otherwise the initial (spec section 2). */
export function UserAvatar({ user, className }: { user: UserNameParts & { profileImage?: string | null }; className?: string }) {
  const base = cn('flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full select-none', className);
  if (user.profileImage) {
    return <img src={user.profileImage} alt="" aria-hidden="true" className={cn(base, 'object-cover')} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(base, 'bg-gradient-to-br from-amber-500 to-amber-700 text-sm font-semibold text-white')}
    >
      {avatarInitial(user)}
    </span>
  );
}
