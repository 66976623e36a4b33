import { FolderPlus, Search } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { greetingName, roleLabel } from '@/lib/user-display';

/** A greeting for now; projects, stats and tabs arrive with the projects issue. */
export function DashboardRoute() {
  const { user } = useUser();
  if (!user) return null; // ProtectedRoute renders this only with a user.

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <title>Dashboard · CabinetWorks</title>
      <Card className="relative overflow-hidden p-8">
        <div aria-hidden="true" className="absolute inset-y-0 right-0 w-1/3 bg-gradient-to-l from-amber-50 to-transparent" />
        <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">Welcome back, {greetingName(user)}!</h1>
            <p className="mt-2 flex items-center gap-2 text-slate-600">
              Signed in as <Badge tone="amber">{roleLabel(user.role)}</Badge>
            </p>
          </div>
          {user.role === 'client' ? (
            <Link to={paths.postProject.getHref()} className={buttonVariants({ variant: 'primary' })}>
              <FolderPlus aria-hidden="true" className="h-4 w-4" />
              New Project
            </Link>
          ) : (
            <Link to={paths.engineers.getHref()} className={buttonVariants({ variant: 'outline' })}>
              <Search aria-hidden="true" className="h-4 w-4" />
              Find Engineers
            </Link>
          )}
        </div>
      </Card>
      <p className="mt-6 text-sm text-slate-500">Your projects, bids and statistics will appear here soon.</p>
    </div>
  );
}
