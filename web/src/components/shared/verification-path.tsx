import { Award, RefreshCw, UserPen } from 'lucide-react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { Panel } from '@/components/ui/panel';
import { CERTIFICATION } from '@/config/constants';
import { paths } from '@/config/paths';
import { plural } from '@/lib/plural';

/** What the engineer profile says about the engineer's way to verification (the engineers feature's profile fits). */
export interface VerificationStanding {
  isVerified?: boolean;
  certificationStatus: 'pending' | 'failed' | 'certified' | 'revoked';
  certificationScore?: number | null;
  /** Only known to the engineer themself (and admins). */
  applicationStatus?: 'pending' | 'verified' | 'rejected' | 'revoked';
}

/** Where the engineer stands on each path, in a sentence each; none when the page does not know. */
function standingLines(standing: VerificationStanding): string[] {
  const lines: string[] = [];
  const score = standing.certificationScore != null ? ` (${standing.certificationScore}/${CERTIFICATION.scoreOutOf})` : '';
  if (standing.certificationStatus === 'failed') {
    lines.push(
      `Your last certification attempt did not pass${score}. You can retake the test ${plural(CERTIFICATION.retakeAfterDays, 'day')} after an attempt.`,
    );
  } else if (standing.certificationStatus === 'certified') {
    lines.push('You passed the certification test: your verification is being recorded and bidding opens in a moment.');
  } else if (standing.certificationStatus === 'revoked') {
    lines.push('An admin withdrew your verification: you cannot bid or retake the test until an admin approves you again.');
  } else {
    lines.push('You have not taken the certification test yet.');
  }
  if (standing.applicationStatus === 'rejected') {
    lines.push('An admin reviewed your profile and asked for changes: update your profile, and pass the test to bid.');
  }
  return lines;
}

export interface VerificationPathProps {
  /** The engineer's own standing, when the page has it; without it only the steps show. */
  standing?: VerificationStanding;
  className?: string;
}

/**
 * 'Get Verified to Bid' with the way there on the same screen: the one way to get verified (pass the certification
 * test, which verifies at once; admins review verified engineers' profiles afterwards), where the engineer stands,
 * and the links to /certification and /profile.
 */
export function VerificationPath({ standing, className }: VerificationPathProps) {
  const failed = standing?.certificationStatus === 'failed';
  return (
    <Panel title="Get Verified to Bid" icon={<Award aria-hidden="true" className="h-5 w-5 text-amber-600" />} region className={className}>
      <div className="space-y-3 text-sm text-slate-700">
        <p>Only verified engineers can bid on projects, and every engineer is tested first:</p>
        <ol className="list-decimal space-y-1.5 pl-5" aria-label="How to get verified">
          <li>
            <span className="font-medium text-slate-900">Pass the certification test</span>: {plural(CERTIFICATION.timeLimitMinutes, 'minute')},{' '}
            {CERTIFICATION.passPercentage}% correct answers to pass. Passing verifies you right away.
          </li>
          <li>
            <span className="font-medium text-slate-900">Keep a complete profile</span>: admins review verified engineers&apos; profiles (bio, software
            skills, portfolio) and can withdraw a verification, with the reason.
          </li>
        </ol>
        {standing ? (
          <div className="rounded-xl bg-slate-50 p-3" data-testid="verification-standing">
            <p className="font-medium text-slate-900">Where you stand</p>
            {standingLines(standing).map((line) => (
              <p key={line} className="mt-1">
                {line}
              </p>
            ))}
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2 pt-1">
          {standing?.certificationStatus === 'certified' || standing?.certificationStatus === 'revoked' ? null : (
            <Link to={paths.certification.getHref()} className={buttonVariants({ variant: 'primary', size: 'sm' })}>
              {failed ? <RefreshCw aria-hidden="true" className="h-4 w-4" /> : <Award aria-hidden="true" className="h-4 w-4" />}
              {failed ? 'Retake the Certification Test' : 'Take the Certification Test'}
            </Link>
          )}
          <Link to={paths.profile.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <UserPen aria-hidden="true" className="h-4 w-4" />
            {standing?.applicationStatus === 'rejected' ? 'Update your profile' : 'Complete your profile'}
          </Link>
        </div>
      </div>
    </Panel>
  );
}
