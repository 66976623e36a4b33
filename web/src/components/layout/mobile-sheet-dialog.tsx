import * as Dialog from '@radix-ui/react-dialog';
import {
  Award,
  BookOpen,
  Briefcase,
  ChartColumn,
  Crown,
  CreditCard,
  FileUp,
  FolderPlus,
  LayoutDashboard,
  LogIn,
  LogOut,
  MessageSquare,
  Search,
  ShieldCheck,
  Sparkles,
  UserPlus,
  UserRound,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { fullName, roleLabel } from '@/lib/user-display';

import { Logo } from './logo';
import { mobileSheetLinks } from './nav-links';
import type { SessionProps, ShellUser } from './types';
import { UserAvatar } from './user-avatar';

interface SheetLink {
  label: string;
  to: string;
  icon: LucideIcon;
}

const SHEET_ICONS: Record<ReturnType<typeof mobileSheetLinks>[number]['label'], LucideIcon> = {
  Dashboard: LayoutDashboard,
  Profile: UserRound,
  Messages: MessageSquare,
  'Find Work': Briefcase,
  'Find Engineers': Search,
  'Post Project': FolderPlus,
  Certification: Award,
  'Skill Mastery': Sparkles,
  Subscription: CreditCard,
  Premium: Crown,
  Admin: ShieldCheck,
  Analytics: ChartColumn,
  'How It Works': BookOpen,
};

/** Spec section 2: the signed-in list for the user's role (see nav-links), then Sign Out. */
function signedInLinks(user: ShellUser): SheetLink[] {
  return mobileSheetLinks(user.role).map((link) => ({ ...link, icon: SHEET_ICONS[link.label] }));
}

const SIGNED_OUT_LINKS: SheetLink[] = [
  { label: 'How It Works', to: paths.howItWorks.getHref(), icon: BookOpen },
  { label: 'File Transfer', to: paths.fileTransferGuide.getHref(), icon: FileUp },
  { label: 'Find Engineers', to: paths.engineers.getHref(), icon: Search },
];

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium transition-colors',
    isActive ? 'bg-amber-50 text-amber-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

export interface MobileSheetDialogProps extends SessionProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the sheet: focus goes back to it when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The side sheet itself (loaded on first use: the Radix dialog stays out of the first page load). */
export function MobileSheetDialog({ open, onOpenChange, trigger, user, isSessionLoading, onSignOut, isSigningOut }: MobileSheetDialogProps) {
  const close = () => onOpenChange(false);

  const links = user ? signedInLinks(user) : SIGNED_OUT_LINKS;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // No Dialog.Trigger (it lives in the shell, outside this chunk): return focus to the shell's button.
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col bg-white shadow-2xl outline-none data-[state=open]:animate-sheet-in"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <Logo onClick={close} />
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-amber-600"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>

          {user ? (
            <div className="flex items-center gap-3 border-b border-slate-100 px-5 py-4">
              <UserAvatar user={user} className="h-11 w-11 text-base" />
              <div className="min-w-0">
                <p dir="auto" className="truncate font-semibold text-slate-900 [unicode-bidi:isolate]" data-testid="sheet-user-name" title={fullName(user)}>
                  {fullName(user)}
                </p>
                <p className="text-sm text-slate-500">{roleLabel(user.role)}</p>
              </div>
            </div>
          ) : null}

          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              {links.map(({ label, to, icon: Icon }) => (
                <li key={to}>
                  <NavLink to={to} onClick={close} className={linkClasses}>
                    <Icon aria-hidden="true" className="h-5 w-5 text-slate-400" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="border-t border-slate-100 p-4">
            {user ? (
              <button
                type="button"
                disabled={isSigningOut}
                onClick={() => {
                  close();
                  void onSignOut();
                }}
                className={buttonVariants({ variant: 'outline', className: 'w-full' })}
              >
                <LogOut aria-hidden="true" className="h-4 w-4" />
                Sign Out
              </button>
            ) : isSessionLoading ? null : (
              <div className="grid gap-2">
                <NavLink to={paths.auth.getHref()} onClick={close} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
                  <LogIn aria-hidden="true" className="h-4 w-4" />
                  Sign In
                </NavLink>
                <NavLink
                  to={paths.auth.getHref({ tab: 'signup' })}
                  onClick={close}
                  className={buttonVariants({ variant: 'primary', className: 'w-full' })}
                >
                  <UserPlus aria-hidden="true" className="h-4 w-4" />
                  Get Started
                </NavLink>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
