import { Award, ChartColumn, FolderPlus, Search, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

import type { Viewer } from '../../types';

/** A member's own figures (/analytics): offered beside the role's next step. */
function MyAnalyticsLink() {
  return (
    <Link to={paths.analytics.getHref()} className={buttonVariants({ variant: 'outline' })}>
      <ChartColumn aria-hidden="true" className="h-4 w-4" />
      My Analytics
    </Link>
  );
}

/** The greeting's button: what the role does next. */
export function RoleAction({ viewer }: { viewer: Viewer }) {
  switch (viewer.role) {
    case 'client':
      return (
        <div className="flex flex-wrap gap-2">
          <Link to={paths.postProject.getHref()} className={buttonVariants({ variant: 'primary' })}>
            <FolderPlus aria-hidden="true" className="h-4 w-4" />
            New Project
          </Link>
          <MyAnalyticsLink />
        </div>
      );
    case 'engineer':
      return (
        <div className="flex flex-wrap gap-2">
          <Link to={paths.findWork.getHref()} className={buttonVariants({ variant: 'primary' })}>
            <Search aria-hidden="true" className="h-4 w-4" />
            Find Work
          </Link>
          <Link to={`${paths.getCertified.getHref()}#offerings`} className={buttonVariants({ variant: 'outline' })}>
            <Award aria-hidden="true" className="h-4 w-4" />
            Certification Tracks
          </Link>
          <MyAnalyticsLink />
        </div>
      );
    case 'admin':
      return (
        <div className="flex flex-wrap gap-2">
          <Link to={paths.admin.getHref()} className={buttonVariants({ variant: 'primary' })}>
            <ShieldCheck aria-hidden="true" className="h-4 w-4" />
            Open Admin Dashboard
          </Link>
          <Link to={paths.analytics.getHref()} className={buttonVariants({ variant: 'outline' })}>
            <ChartColumn aria-hidden="true" className="h-4 w-4" />
            View Analytics
          </Link>
        </div>
      );
    default:
      return null;
  }
}
