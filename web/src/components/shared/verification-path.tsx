import { Award, RefreshCw, UserPen } from 'lucide-react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { Panel } from '@/components/ui/panel';
import { CERTIFICATION, ENGINEER_REVIEW_TIME } from '@/config/constants';
import { paths } from '@/config/paths';
import { plural } from '@/lib/plural';

/** What the engineer profile says about the engineer's way to verification (the engineers feature's profile fits). */
export interface VerificationStanding {
  isVerified?: boolean;
  certificationStatus: 'pending' | 'failed' | 'certified';
  certificationScore?: number | null;
  /** Only known to the engineer themself (and admins). */
  applicationStatus?: 'pending' | 'verified' | 'rejected';
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
  } else {
    lines.push('You have not taken the certification test yet.');
  }
  if (standing.applicationStatus === 'pending') {
    lines.push(`Your application is under review: an admin answers within ${ENGINEER_REVIEW_TIME}.`);
  } else if (standing.applicationStatus === 'rejected') {
    lines.push('An admin did not approve your application: update your profile to apply again, or pass the test.');
  }
  return lines;
}

export interface VerificationPathProps {
  /** The engineer's own standing, when the page has it; without it only the steps show. */
  standing?: VerificationStanding;
  className?: string;
}

/**
 * 'Get Verified to Bid' with the way there on the same screen: the two ways to get verified (pass the certification
 * test, which verifies at once, or an admin's approval of the application), where the engineer stands on each, and
 * the links to /certification and /profile.
 */
export function VerificationPath({ standing, className }: VerificationPathProps) {
  const failed = standing?.certificationStatus === 'failed';
  return (
    <Panel title="Get Verified to Bid" icon={<Award aria-hidden="true" className="h-5 w-5 text-amber-600" />} region className={className}>
      <div className="space-y-3 text-sm text-slate-700">
        <p>Only verified engineers can bid on projects. There are two ways to get verified:</p>
        <ol className="list-decimal space-y-1.5 pl-5" aria-label="How to get verified">
          <li>
            <span className="font-medium text-slate-900">Pass the certification test</span>: {plural(CERTIFICATION.timeLimitMinutes, 'minute')},{' '}
            {CERTIFICATION.passPercentage}% correct answers to pass. Passing verifies you right away.
          </li>
          <li>
            <span className="font-medium text-slate-900">Or have your application approved</span>: an admin reviews your engineer profile within{' '}
            {ENGINEER_REVIEW_TIME}. A complete profile (bio, software skills, portfolio) helps.
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
          {standing?.certificationStatus === 'certified' ? null : (
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
