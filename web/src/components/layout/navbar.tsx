import { MessageSquare } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

import { Logo } from './logo';
import { MobileSheet } from './mobile-sheet';
import { primaryNavLinks } from './nav-links';
import type { SessionProps } from './types';
import { UserAvatar } from './user-avatar';

// Signed-in only: the Radix menu loads with the session, not with the first (signed-out) page.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

export interface NavbarProps extends SessionProps {
  /** The notifications bell, shown when signed in (provided by the notifications feature). */
  notifications?: ReactNode;
}

const desktopLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-amber-600',
    isActive ? 'text-amber-700' : 'text-slate-600 hover:text-slate-900',
  );

/** The sticky top bar (spec section 2). */
export function Navbar(props: NavbarProps) {
  const { user, isSessionLoading, onSignOut, notifications } = props;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
          {primaryNavLinks(user?.role).map(({ label, to }) => (
            <NavLink key={to} to={to} className={desktopLinkClasses}>
              {label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {isSessionLoading ? (
            <span aria-hidden="true" className="hidden h-9 w-40 animate-pulse rounded-lg bg-slate-100 md:block" />
          ) : user ? (
            <>
              {notifications}
              <NavLink
                to={paths.conversations.getHref()}
                className={({ isActive }) =>
                  cn(
                    'hidden items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium transition-colors md:inline-flex',
                    'focus-visible:outline-2 focus-visible:outline-amber-600',
                    isActive ? 'bg-amber-50 text-amber-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                <MessageSquare aria-hidden="true" className="h-4 w-4" />
                Messages
              </NavLink>
              <div className="hidden md:block">
                <Suspense fallback={<UserAvatar user={user} />}>
                  <AccountMenu user={user} onSignOut={() => void onSignOut()} />
                </Suspense>
              </div>
            </>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Link to={paths.auth.getHref()} className={buttonVariants({ variant: 'ghost' })}>
                Sign In
              </Link>
              <Link to={paths.auth.getHref({ tab: 'signup' })} className={buttonVariants({ variant: 'primary' })}>
                Get Started
              </Link>
            </div>
          )}
          <div className="md:hidden">
            <MobileSheet {...props} />
          </div>
        </div>
      </div>
    </header>
  );
}
