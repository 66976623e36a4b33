import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { VerificationPath } from '@/components/shared/verification-path';
import { Alert } from '@/components/ui/alert';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

import { useGetMyEngineerProfileQuery } from '../api/engineers-api';
import type { EngineerProfile } from '../types';

export interface ApplicationStatusNoticeProps {
  profile: Pick<EngineerProfile, 'applicationStatus' | 'rejectionReason'>;
  /** What to do about a rejection, e.g. a link to /profile; none on /profile itself. */
  action?: ReactNode;
  className?: string;
}

/** The reason an admin gave (a rejection's or a withdrawal's), as the admin wrote it. */
function AdminReason({ reason }: { reason?: string | null }) {
  if (!reason) return null;
  return (
    <p>
      <span className="font-medium">Reason: </span>
      <UserText multiline>{reason}</UserText>
    </p>
  );
}

/**
 * The engineer's own application: a clear warning with the admin's reason while it stands rejected or the verification
 * is withdrawn, a quiet note until the test is passed, nothing once verified (or when the profile does not say, as for
 * anyone else's).
 */
export function ApplicationStatusNotice({ profile, action, className }: ApplicationStatusNoticeProps) {
  if (profile.applicationStatus === 'revoked') {
    return (
      <Alert tone="warning" title="Your verification was withdrawn" className={className}>
        <AdminReason reason={profile.rejectionReason} />
        <p className="mt-1">
          You cannot bid on projects for now.{' '}
          <Link to={paths.contact.getHref()} className="font-medium underline">
            Contact support
          </Link>{' '}
          if you think this is a mistake.
        </p>
      </Alert>
    );
  }
  if (profile.applicationStatus === 'rejected') {
    return (
      <Alert tone="warning" title="Your application was not approved" action={action} className={className}>
        <AdminReason reason={profile.rejectionReason} />
        <p className="mt-1">Update your profile; passing the certification test is what lets you bid.</p>
      </Alert>
    );
  }
  if (profile.applicationStatus === 'pending') {
    return (
      <Alert tone="info" title="Pass the certification test to bid" className={className}>
        Every engineer is tested before they can bid: passing the certification test verifies you right away.
      </Alert>
    );
  }
  return null;
}

/**
 * For the signed-in engineer's pages other than /profile (dashboard, Find Work): until they are verified, why an
 * application was rejected and 'Get Verified to Bid' with the way there; nothing once verified or while loading.
 */
export function OwnVerificationNotice({ className }: { className?: string }) {
  const { data: profile } = useGetMyEngineerProfileQuery();
  // Passing the test verifies an engineer at once (the projects service treats a certified engineer as verified).
  if (!profile || profile.isVerified || profile.certificationStatus === 'certified') return null;
  return (
    <div className={cn('space-y-4', className)}>
      {profile.applicationStatus === 'rejected' || profile.applicationStatus === 'revoked' ? <ApplicationStatusNotice profile={profile} /> : null}
      <VerificationPath standing={profile} />
    </div>
  );
}
