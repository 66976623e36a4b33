import { Award, CreditCard, LoaderCircle, Play } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { BusyButton } from '@/components/ui/busy-button';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import type { CertificationTrack, TrackStanding } from '@/lib/certification-tracks';

import { standingLines } from '../utils/tracks';

export interface TrackStandingPanelProps {
  track: CertificationTrack;
  mine: TrackStanding;
  /** A payment went through and the page waits for the attempt it bought. */
  awaitingPayment: boolean;
  onStart: () => void;
  starting: boolean;
  onBuy: () => void;
  now: number;
}

/** 'Your standing': what `mine` says, the certificate's link, and Start / Resume / Buy as the rules allow. */
export function TrackStandingPanel({ track, mine, awaitingPayment, onStart, starting, onBuy, now }: TrackStandingPanelProps) {
  const certificate = mine.certificate;
  return (
    <Panel title="Your standing" region>
      <ul className="space-y-2 text-sm text-slate-700">
        {standingLines(track, mine, now).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {certificate ? (
        <Link to={paths.certificate.getHref(certificate.id)} className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-amber-700 hover:underline">
          <Award aria-hidden="true" className="h-4 w-4" /> Certificate {certificate.id}
        </Link>
      ) : null}
      {awaitingPayment ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-700">
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin text-amber-600" /> Payment received: waiting for your attempt to be added…
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {mine.canStart ? (
          <BusyButton onClick={onStart} busy={starting} busyLabel="Starting" icon={Play}>
            {mine.inProgress ? 'Resume Test' : 'Start Test'}
          </BusyButton>
        ) : null}
        {mine.canBuy && !awaitingPayment ? (
          <Button variant={mine.canStart ? 'outline' : 'primary'} onClick={onBuy}>
            <CreditCard aria-hidden="true" className="h-4 w-4" /> {mine.attemptsAvailable > 0 ? 'Buy Another Attempt' : 'Buy an Attempt'}
          </Button>
        ) : null}
      </div>
    </Panel>
  );
}
