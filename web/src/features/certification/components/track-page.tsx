import { Award } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/loading-state';
import { PageMessage } from '@/components/ui/message';
import { paths } from '@/config/paths';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import type { CertificationTrack } from '@/lib/certification-tracks';
import { errorCode, errorStatus } from '@/lib/errors';

import { useGetTrackQuery, useStartTrackAttemptMutation, useSubmitTrackAttemptMutation } from '../api/tracks-api';
import type { TrackTest } from '../types';
import { awaitingPaidAttempt } from '../utils/tracks';
import { localDeadline } from '../utils/test-flow';
import { CertificationTestView } from './certification-test';
import { TrackOverview } from './track-overview';
import { TrackResultView, type TrackOutcome } from './track-result';
import { TrackStandingPanel } from './track-standing';

/** How often the page asks for the track while it waits for a paid attempt to be counted. */
export const PAID_ATTEMPT_POLL_MS = 2000;

/** What the app supplies to buy an attempt: billing's card form for the track's fee, returning to `returnPath`. */
export type RenderPurchase = (purchase: { track: CertificationTrack; returnPath: string }) => ReactNode;

export interface TrackPageProps {
  trackId: string;
  /** The attempts available before a payment (the return address carries it): the page polls until there are more. */
  paidFrom: number | null;
  /** The paid attempt has arrived: the app drops `paidFrom` from the address. */
  onPaidAttemptSeen: () => void;
  renderPurchase: RenderPurchase;
  now?: () => number;
}

type View = { name: 'intro' } | { name: 'buy' } | { name: 'test'; test: TrackTest } | { name: 'outcome'; outcome: TrackOutcome };

function TrackNotFound() {
  return (
    <PageMessage
      icon={Award}
      title="Certification track not found"
      action={
        <Link to={paths.getCertified.getHref()} className={buttonVariants({ variant: 'outline' })}>
          See the Tracks
        </Link>
      }
    >
      There is no certification track at this address.
    </PageMessage>
  );
}

/** The track while it loads, or why it cannot show. */
function TrackUnavailable({ error, loading, onRetry }: { error: unknown; loading: boolean; onRetry: () => void }) {
  let placeholder: ReactNode = <PageSpinner label="Loading the certification track" />;
  if (errorStatus(error) === 404) placeholder = <TrackNotFound />;
  else if (!loading) placeholder = <ErrorState title="We couldn't load this certification track" error={error} onRetry={onRetry} />;
  return (
    <>
      <title>Certification Track · CabinetWorks</title>
      {placeholder}
    </>
  );
}

/** Where a payment returns: this track, with the attempts available before it (the page waits for one more). */
const paidReturnPath = (track: CertificationTrack) => paths.certificationTrack.getHref(track.id, { paidFrom: track.mine?.attemptsAvailable ?? 0 });

/** /certification/tracks/{track}: the rules, the engineer's standing, buying an attempt, the test and its result. */
export function TrackPage({ trackId, paidFrom, onPaidAttemptSeen, renderPurchase, now = Date.now }: TrackPageProps) {
  const [view, setView] = useState<View>({ name: 'intro' });
  // Auth counts a paid attempt when billing's event reaches it, a moment after the payment: ask until it shows.
  const query = useGetTrackQuery(trackId, { pollingInterval: paidFrom !== null ? PAID_ATTEMPT_POLL_MS : 0 });
  const track = query.data;
  const awaiting = awaitingPaidAttempt(track?.mine, paidFrom);
  const [startAttempt, { isLoading: starting }] = useStartTrackAttemptMutation();
  const [submitAttempt, { isLoading: submitting }] = useSubmitTrackAttemptMutation();

  useEffect(() => {
    if (!awaiting && paidFrom !== null && track) onPaidAttemptSeen();
  }, [awaiting, paidFrom, track, onPaidAttemptSeen]);

  const start = useSubmitWithToast(startAttempt, {
    failureTitle: 'Could Not Start the Test',
    onSuccess: (test) => setView({ name: 'test', test: { ...test, deadline: localDeadline(test.deadline, test.secondsLeft, now()) } }),
    onError: () => void query.refetch(),
  });
  const submit = useSubmitWithToast(submitAttempt, {
    failureTitle: 'Test Submission Failed',
    onSuccess: (result) => setView({ name: 'outcome', outcome: { kind: 'result', result } }),
    shownInPlace: (error) => errorCode(error) === 'time_up',
    onError: (error) => {
      if (errorCode(error) === 'time_up') setView({ name: 'outcome', outcome: { kind: 'time_up' } });
    },
  });
  const backToTrack = () => {
    setView({ name: 'intro' });
    void query.refetch(); // an attempt that ran out of time has ended on the server
  };

  if (!track) return <TrackUnavailable error={query.error} loading={query.isLoading} onRetry={() => void query.refetch()} />;

  let body: ReactNode;
  if (view.name === 'test') {
    const test = view.test;
    body = (
      <CertificationTestView
        test={test}
        timeLimitMinutes={test.timeLimitMinutes}
        onSubmit={(answers) => void submit({ track: track.id, attemptId: test.attemptId, answers })}
        onExit={backToTrack}
        exitLabel="Back to the Track"
        submitting={submitting}
        now={now}
      />
    );
  } else if (view.name === 'outcome') {
    body = <TrackResultView outcome={view.outcome} trackTitle={track.title} onBack={backToTrack} />;
  } else {
    const purchase = view.name === 'buy' && !awaiting ? renderPurchase({ track, returnPath: paidReturnPath(track) }) : null;
    body = (
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <TrackOverview track={track} />
        <div className="min-w-0 space-y-6">
          {track.mine ? (
            <TrackStandingPanel
              track={track}
              mine={track.mine}
              awaitingPayment={awaiting}
              onStart={() => void start(track.id)}
              starting={starting}
              onBuy={() => setView({ name: 'buy' })}
              now={now()}
            />
          ) : null}
          {purchase}
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <title>{`${track.title} Certification · CabinetWorks`}</title>
      {body}
    </div>
  );
}
