import { Check, Inbox } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { BusyButton } from '@/components/ui/busy-button';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Pagination } from '@/components/ui/pagination';
import { Panel } from '@/components/ui/panel';
import { UserText } from '@/components/ui/user-text';
import { ADMIN_LIST_LIMIT } from '@/config/constants';
import { usePageCount } from '@/hooks/use-page-count';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { cn } from '@/lib/cn';
import { formatTimestamp } from '@/lib/date-time';
import { isolateText } from '@/lib/user-text';

import { useGetContactMessagesQuery, useMarkContactMessageHandledMutation } from '../api/contact-messages-api';
import type { ContactMessage, ContactMessageStatus } from '../types/contact-messages';
import { inboxOrder, inquiryTypeLabel, openCountText } from '../utils/contact-messages';
import { EmptyNote } from './empty-note';

const STATUS_LABELS: Record<ContactMessageStatus, string> = { open: 'Open', handled: 'Handled' };

function MarkHandledButton({ message }: { message: ContactMessage }) {
  const [markHandled, { isLoading }] = useMarkContactMessageHandledMutation();
  const submit = useSubmitWithToast(markHandled, {
    success: { title: 'Marked as handled', description: `"${isolateText(message.subject)}" from ${isolateText(message.name)}.`, variant: 'success' },
    failureTitle: 'Could not mark as handled',
  });
  return (
    <BusyButton
      variant="outline"
      size="sm"
      icon={Check}
      busy={isLoading}
      busyLabel="Marking as handled"
      onClick={() => void submit(message.id)}
      aria-label={`Mark handled: ${message.subject} from ${message.name}`}
    >
      Mark handled
    </BusyButton>
  );
}

function ContactMessageItem({ message }: { message: ContactMessage }) {
  const sentAt = formatTimestamp(message.createdAt);
  const handledAt = message.handledAt ? formatTimestamp(message.handledAt) : '';
  return (
    <li aria-label={`${message.subject} from ${message.name}`} className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <UserText as="h3" className="font-semibold text-slate-900">
            {message.subject}
          </UserText>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            <UserText className="min-w-0 font-medium text-slate-800">{message.name}</UserText>
            <a
              href={`mailto:${message.email}`}
              className="min-w-0 text-amber-700 hover:underline focus-visible:outline-2 focus-visible:outline-amber-600"
            >
              <UserText>{message.email}</UserText>
            </a>
            {message.company ? (
              <span className="min-w-0">
                · <UserText>{message.company}</UserText>
              </span>
            ) : null}
          </p>
          <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
            {message.priority ? <Badge tone="amber">Priority support</Badge> : null}
            <Badge tone="blue">{inquiryTypeLabel(message.inquiryType)}</Badge>
            {sentAt ? <time dateTime={message.createdAt}>{sentAt}</time> : null}
            {handledAt ? (
              <span>
                · Handled <time dateTime={message.handledAt ?? undefined}>{handledAt}</time>
              </span>
            ) : null}
          </div>
        </div>
        {message.handledAt ? null : <MarkHandledButton message={message} />}
      </div>
      {/* pre-wrap rather than `multiline`: the author's line breaks and their indentation both stay. */}
      <UserText as="p" className="text-sm whitespace-pre-wrap text-slate-800">
        {message.message}
      </UserText>
    </li>
  );
}

function StatusToggle({ value, onChange }: { value: ContactMessageStatus; onChange: (status: ContactMessageStatus) => void }) {
  return (
    <div role="group" aria-label="Show messages" className="inline-flex gap-1 rounded-xl bg-slate-100 p-1">
      {(Object.keys(STATUS_LABELS) as ContactMessageStatus[]).map((status) => (
        <button
          key={status}
          type="button"
          aria-pressed={value === status}
          onClick={() => onChange(status)}
          className={cn(
            'rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600',
            value === status ? 'bg-white text-slate-900 shadow-sm' : null,
          )}
        >
          {STATUS_LABELS[status]}
        </button>
      ))}
    </div>
  );
}

/**
 * Messages sent with the /contact form, ADMIN_LIST_LIMIT a page: the open ones to answer (each with 'Mark handled'),
 * or those already handled.
 */
export function ContactMessagesCard() {
  const [status, setStatus] = useState<ContactMessageStatus>('open');
  const [page, setPage] = useState(1);
  // data: the answer loaded last (its open count stays shown while another page loads); currentData: this page's.
  const { data, currentData, isError, isFetching, error, refetch } = useGetContactMessagesQuery({ status, page, pageSize: ADMIN_LIST_LIMIT });
  const pageCount = usePageCount(page, setPage, data?.total, ADMIN_LIST_LIMIT);
  let body;
  if (currentData === undefined) {
    body = isError ? (
      <ErrorState layout="card" title="We couldn't load the contact messages" error={error} onRetry={() => void refetch()} retrying={isFetching} />
    ) : (
      <LoadingState label="Loading contact messages" className="space-y-3">
        <SkeletonBlocks count={2} className="h-28 rounded-xl" />
      </LoadingState>
    );
  } else if (currentData.messages.length === 0) {
    body =
      status === 'open' ? (
        <EmptyNote icon={Inbox} title="No open contact messages">
          Messages sent with the contact form appear here until you mark them handled.
        </EmptyNote>
      ) : (
        <EmptyNote icon={Inbox} title="No handled contact messages">
          Messages you mark handled are kept here.
        </EmptyNote>
      );
  } else {
    body = (
      <ul aria-label={`${STATUS_LABELS[status]} contact messages`} className="space-y-3">
        {inboxOrder(currentData.messages).map((message) => (
          <ContactMessageItem key={message.id} message={message} />
        ))}
      </ul>
    );
  }
  return (
    <Panel
      region
      title="Contact messages"
      icon={<Inbox aria-hidden="true" className="h-5 w-5 text-amber-600" />}
      description={data ? `${openCountText(data.openCount)} Reply by e-mail, then mark the message handled.` : 'Messages sent with the contact form.'}
    >
      <div className="mb-4">
        <StatusToggle
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      </div>
      {body}
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} disabled={isFetching} label="Contact messages pages" size="sm" /> : null}
    </Panel>
  );
}
