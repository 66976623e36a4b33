import { cn } from '@/lib/cn';
import { avatarInitial, type UserNameParts } from '@/lib/user-display';

export function UserAvatar({ user, className }: { user: UserNameParts; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-amber-500 to-amber-700 text-sm font-semibold text-white select-none',
        className,
      )}
    >
      {avatarInitial(user)}
    </span>
  );
}
