import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Award, ChartColumn, CreditCard, LayoutDashboard, LogOut, ShieldCheck, Sparkles, UserRound, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

import { UserText } from '@/components/ui/user-text';
import { fullName, roleLabel } from '@/lib/user-display';

import { accountMenuLinks, type MenuLabel } from './nav-links';
import type { ShellUser } from './types';
import { UserAvatar } from './user-avatar';

const ICONS: Record<MenuLabel, LucideIcon> = {
  Profile: UserRound,
  Dashboard: LayoutDashboard,
  Subscription: CreditCard,
  Certification: Award,
  'Skill Mastery': Sparkles,
  Admin: ShieldCheck,
  Analytics: ChartColumn,
};

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-inset';

export function AccountMenu({ user, onSignOut }: { user: ShellUser; onSignOut: () => void }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label="Account menu"
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
      >
        <UserAvatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl">
          <DropdownMenu.Label className="px-2.5 py-2">
            <UserText truncate className="text-sm font-semibold text-slate-900">
              {fullName(user)}
            </UserText>
            <span className="block text-xs text-slate-500">{roleLabel(user.role)}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          {accountMenuLinks(user.role).map(({ label, to }) => {
            const Icon = ICONS[label];
            return (
              <DropdownMenu.Item key={to} asChild className={itemClasses}>
                <Link to={to}>
                  <Icon aria-hidden="true" className="h-4 w-4 text-slate-500" />
                  {label}
                </Link>
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => onSignOut()}>
            <LogOut aria-hidden="true" className="h-4 w-4 text-slate-500" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
