import { BadgeCheck, CalendarClock, Check, Inbox, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MessageCard } from '@/components/ui/message';
import { Spinner } from '@/components/ui/spinner';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { formatApiError } from '@/lib/errors';
import { formatCents, splitIntoStages, toCents } from '@/lib/money';
import { fullName } from '@/lib/user-display';

import { useAcceptBidMutation } from '../api/projects-api';
import type { Bid, Project, Viewer } from '../types';
import { formatAmount, formatDate } from '../utils/format';
import { canAcceptBid, isProjectClient } from '../utils/participation';
import { BidStatusBadge } from './bid-status-badge';

interface BidCardProps {
  bid: Bid;
  project: Project;
  viewer: Viewer;
  /** Opens the chat with this bidder; absent when the viewer cannot message them. */
  onMessage?: () => void;
}

/** The three paid stages of an accepted bid, as billing will ask for them (50 / 30 / 20 %, to the cent). */
function StageSchedule({ amount }: { amount: string }) {
  const total = toCents(amount);
  if (total === null) return null;
  const split = splitIntoStages(total);
  const rows = [
    ['Down payment (50%)', split.downPayment, 'before the work starts'],
    ['Design approval (30%)', split.milestone, 'once the design is delivered'],
    ['Final delivery (20%)', split.finalPayment, 'for the final files'],
  ] as const;
  return (
    <ul aria-label="Payment schedule" className="mt-3 space-y-1 rounded-lg border border-slate-200 p-3 text-sm">
      {rows.map(([label, cents, when]) => (
        <li key={label} className="flex flex-wrap justify-between gap-2">
          <span>
            {label} <span className="text-slate-500">{when}</span>
          </span>
          <span className="font-semibold tabular-nums text-slate-900">{formatCents(cents)}</span>
        </li>
      ))}
    </ul>
  );
}

function AcceptBidAction({ bid, project, name }: { bid: Bid; project: Project; name: string }) {
  const [acceptBid, { isLoading }] = useAcceptBidMutation();
  const [open, setOpen] = useState(false);
  const accept = useSubmitWithToast(acceptBid, {
    success: { title: 'Bid accepted!', description: 'The project has been assigned to the engineer.', variant: 'success' },
    failureTitle: 'Failed to accept bid',
    onSuccess: () => setOpen(false),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button aria-label={`Accept bid from ${name}`}>
          <Check aria-hidden="true" className="h-4 w-4" /> Accept Bid
        </Button>
      }
      title={`Accept the bid of ${formatAmount(bid.amount)}?`}
      description={
        <>
          The project is assigned to {name} and the other bids are declined. You pay the {formatAmount(bid.amount)} in three
          stages, each held in escrow until you approve its delivery:
          <StageSchedule amount={bid.amount} />
        </>
      }
      confirmLabel="Accept bid"
      confirmVariant="primary"
      onConfirm={() => void accept({ bidId: bid.id, projectId: project.id })}
      busy={isLoading}
    />
  );
}

function BidCard({ bid, project, viewer, onMessage }: BidCardProps) {
  const name = fullName(bid.engineer);

  return (
    <Card className="p-5" aria-label={`Bid from ${name}`} role="article">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Link to={paths.engineer.getHref(bid.engineerId)} className="min-w-0 font-semibold text-slate-900 hover:text-amber-700 hover:underline">
              <UserText>{name}</UserText>
            </Link>
            {bid.engineer.isVerified ? (
              <Badge tone="green">
                <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" /> Verified
              </Badge>
            ) : null}
            <BidStatusBadge status={bid.status} />
          </div>
          <p className="mt-1 flex min-w-0 flex-wrap items-center gap-x-1.5 text-sm text-slate-600">
            <CalendarClock aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" /> <UserText className="min-w-0">{bid.timeline}</UserText>
            <span aria-hidden="true">·</span> Submitted {formatDate(bid.createdAt)}
          </p>
        </div>
        <p className="text-2xl font-bold text-slate-900">{formatAmount(bid.amount)}</p>
      </div>
      <UserText as="p" multiline className="mt-3 text-sm text-slate-700">
        {bid.proposal}
      </UserText>
      {onMessage || canAcceptBid(project, bid, viewer) ? (
        <div className="mt-4 flex justify-end gap-2">
          {onMessage ? (
            <Button variant="outline" onClick={onMessage} aria-label={`Message ${name}`}>
              <MessageSquare aria-hidden="true" className="h-4 w-4" />
              Message
            </Button>
          ) : null}
          {canAcceptBid(project, bid, viewer) ? (
            <AcceptBidAction bid={bid} project={project} name={name} />
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

export interface BidsListProps {
  project: Project;
  viewer: Viewer;
  /** undefined while loading or when the viewer may not see bids. */
  bids: readonly Bid[] | undefined;
  canSee: boolean;
  isLoading: boolean;
  error: unknown;
  /** The client opens the chat with a bidder they may message (see `messagingPartners`). */
  onMessage?: (bid: Bid) => void;
  /** The engineers the viewer may message. */
  partnerIds?: ReadonlySet<number>;
}

/** The Bids tab: every bid for the project's client, the own bid for an engineer. */
export function BidsList({ project, viewer, bids, canSee, isLoading, error, onMessage, partnerIds }: BidsListProps) {
  if (!canSee) {
    return <p className="text-sm text-slate-600">Bids are visible to the project's client and to the engineers who placed them.</p>;
  }
  if (isLoading) return <Spinner label="Loading bids" />;
  if (!bids) return <p className="text-sm text-red-700">{formatApiError(error)}</p>;

  const isClient = isProjectClient(project, viewer);
  if (bids.length === 0) {
    return (
      <MessageCard icon={Inbox} title={isClient ? 'No bids yet' : "You haven't bid on this project"}>
        {isClient ? 'Certified engineers can see your project; their proposals will appear here.' : 'Only your own bid is shown here.'}
      </MessageCard>
    );
  }
  return (
    <div className="space-y-3">
      {isClient ? null : <p className="text-sm text-slate-600">Only your own bid is shown; the client sees every proposal.</p>}
      {bids.map((bid) => (
        <BidCard
          key={bid.id}
          bid={bid}
          project={project}
          viewer={viewer}
          onMessage={isClient && onMessage && partnerIds?.has(bid.engineerId) ? () => onMessage(bid) : undefined}
        />
      ))}
    </div>
  );
}
