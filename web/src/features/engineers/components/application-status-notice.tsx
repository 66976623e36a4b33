import { UserPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

import { useGetMyEngineerProfileQuery } from '../api/engineers-api';
import type { EngineerProfile } from '../types';

export interface ApplicationStatusNoticeProps {
  profile: Pick<EngineerProfile, 'applicationStatus' | 'rejectionReason'>;
  /** What to do about a rejection, e.g. a link to /profile; none on /profile itself. */
  action?: ReactNode;
  className?: string;
}

/**
 * The engineer's own application: a clear warning with the admin's reason while it stands rejected, a quiet note while
 * it waits for review, nothing once verified (or when the profile does not say, as for anyone else's).
 */
export function ApplicationStatusNotice({ profile, action, className }: ApplicationStatusNoticeProps) {
  if (profile.applicationStatus === 'rejected') {
    return (
      <Alert tone="warning" title="Your application was not approved" action={action} className={className}>
        {profile.rejectionReason ? (
          <p>
            <span className="font-medium">Reason: </span>
            <span className="whitespace-pre-line">{profile.rejectionReason}</span>
          </p>
        ) : null}
        <p className="mt-1">Update your profile to apply again.</p>
      </Alert>
    );
  }
  if (profile.applicationStatus === 'pending') {
    return (
      <Alert tone="info" title="Your application is under review" className={className}>
        An admin reviews new engineer profiles; you can bid on projects once you are verified. Passing the certification
        test verifies you right away.
      </Alert>
    );
  }
  return null;
}

/** The signed-in engineer's application notice for pages other than /profile (it links there); nothing while it loads. */
export function OwnApplicationNotice({ className }: { className?: string }) {
  const { data: profile } = useGetMyEngineerProfileQuery();
  if (!profile) return null;
  return (
    <ApplicationStatusNotice
      profile={profile}
      className={className}
      action={
        <Link to={paths.profile.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <UserPen aria-hidden="true" className="h-4 w-4" />
          Update your profile
        </Link>
      }
    />
  );
}
