import { Award, BadgeCheck, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { Panel } from '@/components/ui/panel';
import { CERTIFICATION } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/date-time';
import { plural } from '@/lib/plural';

import type { EngineerProfile } from '../types';

/** The own profile's certification standing, with a link to take or retake the test. */
export function ProfileCertificationPanel({ profile }: { profile: EngineerProfile }) {
  const { certificationStatus: status, certificationScore: score } = profile;
  const date = formatShortDate(profile.certificationDate);
  return (
    <Panel title="Certification">
      {status === 'certified' ? (
        <p className="flex items-center gap-2 text-sm text-emerald-700">
          <BadgeCheck aria-hidden="true" className="h-5 w-5" />
          Certified{score != null ? ` with ${score}/${CERTIFICATION.scoreOutOf}` : ''}
          {date ? ` on ${date}` : ''}
        </p>
      ) : status === 'failed' ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            Your last certification attempt did not pass{score != null ? ` (${score}/${CERTIFICATION.scoreOutOf})` : ''}. You can retake the test{' '}
            {plural(CERTIFICATION.retakeAfterDays, 'day')} after an attempt.
          </p>
          <Link to={paths.certification.getHref()} className={buttonVariants({ variant: 'primary', size: 'sm' })}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" /> Retake Test
          </Link>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">Pass the certification test to earn the verified badge and priority in search.</p>
          <Link to={paths.certification.getHref()} className={buttonVariants({ variant: 'primary', size: 'sm' })}>
            <Award aria-hidden="true" className="h-4 w-4" /> Take the Certification Test
          </Link>
        </div>
      )}
    </Panel>
  );
}
