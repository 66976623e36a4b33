import { CircleCheck, Lock, Send } from 'lucide-react';
import { useState } from 'react';
import { VerificationPath, type VerificationStanding } from '@/components/shared/verification-path';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField, TextAreaField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';

import { usePlaceBidMutation } from '../api/projects-api';
import { useCheckedSubmit } from '../hooks/use-checked-submit';
import type { Bid, Project } from '../types';
import { BID_LIMITS, checkBidForm, EMPTY_BID_FORM, type BidFormValues } from '../utils/forms';
import { formatAmount } from '../utils/format';
import type { BidPanelState } from '../utils/participation';
import { BidStatusBadge } from './bid-status-badge';

function BidForm({ project }: { project: Project }) {
  const [values, setValues] = useState<BidFormValues>(EMPTY_BID_FORM);
  const [placeBid, { isLoading }] = usePlaceBidMutation();
  const submitBid = useSubmitWithToast(placeBid, {
    success: { title: 'Bid submitted successfully!', description: 'The client will review your proposal.', variant: 'success' },
    failureTitle: 'Failed to submit bid',
  });

  const set = (key: keyof BidFormValues, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const { errors, submit } = useCheckedSubmit({ missingTitle: 'Please fill in all fields', check: () => checkBidForm(project.id, values), send: submitBid });

  return (
    <Panel title="Submit a Bid" icon={<Send aria-hidden="true" className="h-5 w-5 text-amber-600" />}>
      <form aria-label="Submit a bid" noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormField
          label="Bid amount (USD)"
          type="number"
          inputMode="decimal"
          min={BID_LIMITS.amountMin}
          max={BID_LIMITS.amountMax}
          step="0.01"
          value={values.amount}
          onChange={(event) => set('amount', event.target.value)}
          hint={`The client's budget: ${project.budgetRange}. At least $5.00, so that every payment stage is at least $1.`}
          error={errors.amount}
        />
        <FormField
          label="Delivery timeline"
          value={values.timeline}
          onChange={(event) => set('timeline', event.target.value)}
          limit={BID_LIMITS.timelineMax}
          counter="near-limit"
          placeholder="e.g. 2 weeks"
          error={errors.timeline}
        />
        <TextAreaField
          label="Proposal"
          rows={5}
          value={values.proposal}
          onChange={(event) => set('proposal', event.target.value)}
          limit={BID_LIMITS.proposalMax}
          placeholder="Your approach, the software you will use, what you deliver and when."
          error={errors.proposal}
        />
        <BusyButton type="submit" className="w-full" busy={isLoading} busyLabel="Submitting" icon={Send}>
          Submit Bid
        </BusyButton>
      </form>
    </Panel>
  );
}

export interface BidPanelProps {
  project: Project;
  state: BidPanelState;
  ownBid: Bid | undefined;
  /** Where an unverified engineer stands on the way to verification, when known. */
  standing?: VerificationStanding;
}

/** The side panel's bid slot for an engineer (spec section 6); nothing for other roles. */
export function BidPanel({ project, state, ownBid, standing }: BidPanelProps) {
  switch (state) {
    case 'can-bid':
      return <BidForm project={project} />;
    case 'already-bid':
      return (
        <Panel title="Bid Submitted" icon={<CircleCheck aria-hidden="true" className="h-5 w-5 text-emerald-600" />}>
          <p className="text-sm text-slate-600">You've already submitted a bid for this project.</p>
          {ownBid ? (
            <p className="mt-3 flex items-center justify-between rounded-xl bg-slate-50 p-3 text-sm">
              <span className="font-semibold text-slate-900">Your bid: {formatAmount(ownBid.amount)}</span>
              <BidStatusBadge status={ownBid.status} />
            </p>
          ) : null}
        </Panel>
      );
    case 'needs-verification':
      return <VerificationPath standing={standing} />;
    case 'closed':
      return (
        <Panel title="Bidding Closed" icon={<Lock aria-hidden="true" className="h-5 w-5 text-slate-500" />}>
          <p className="text-sm text-slate-600">This project is no longer accepting bids.</p>
        </Panel>
      );
    case 'not-engineer':
      return null;
  }
}
