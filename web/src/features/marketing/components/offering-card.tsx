import { ArrowRight, BadgeCheck, Clock, ListChecks, Target, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { formatFee, type CertificationFee, type CertificationTrack } from '@/lib/certification-tracks';

/** The facts of a track shown as three tiles: duration, questions, pass mark. */
const TRACK_FACTS: Array<{ icon: LucideIcon; label: string; value: (track: CertificationTrack) => string }> = [
  { icon: Clock, label: 'Duration', value: (track) => `${track.timeLimitMinutes} min` },
  { icon: ListChecks, label: 'Questions', value: (track) => String(track.questionsPerAttempt) },
  { icon: Target, label: 'Pass', value: (track) => `${track.passPercentage}%` },
];

export interface OfferingCardProps {
  track: CertificationTrack;
  fee?: CertificationFee;
  /** Where 'Start' leads: the track's page, or sign-in first. */
  startHref: string;
}

/** One certification track of /get-certified: what the test is like, its topics, the fee and 'Start'. */
export function OfferingCard({ track, fee, startHref }: OfferingCardProps) {
  const price = formatFee(fee);
  return (
    <Card className="flex min-w-0 flex-col p-6">
      <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">{track.code}</p>
      <h3 className="text-xl font-semibold break-words text-slate-900">{track.title}</h3>
      <p className="mt-2 text-sm text-slate-600">{track.description}</p>
      <dl className="mt-5 grid grid-cols-3 gap-2 text-center">
        {TRACK_FACTS.map(({ icon: Icon, label, value }) => (
          <div key={label} className="rounded-xl bg-slate-50 p-2">
            <dt className="flex items-center justify-center gap-1 text-xs text-slate-500">
              <Icon aria-hidden="true" className="h-3.5 w-3.5" /> {label}
            </dt>
            <dd className="font-semibold text-slate-900">{value(track)}</dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-5 text-sm font-medium text-slate-800">Topics</h4>
      <ul className="mt-2 flex-1 space-y-1 text-sm text-slate-600">
        {track.topics.map((topic) => (
          <li key={topic} className="flex items-center gap-2">
            <BadgeCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-600" /> {topic}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600">
        Valid {track.validityMonths} months · a badge on your profile and a public certificate
      </p>
      <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <span className="text-2xl font-bold text-slate-900">{price ?? ''}</span>
        <Link to={startHref} className={buttonVariants({ variant: 'dark', size: 'sm' })} aria-label={`Start ${track.title}`}>
          Start <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </Card>
  );
}
