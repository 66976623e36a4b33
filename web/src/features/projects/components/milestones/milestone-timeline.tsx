import { UserText } from '@/components/ui/user-text';
import { formatIsoDate } from '@/lib/date-time';

import type { TimelineEntry } from '../../types';

/** What happened to the stages, oldest first; `confirming`: billing has a payment the stages do not show yet. */
export function MilestoneTimeline({ entries, confirming = false }: { entries: readonly TimelineEntry[]; confirming?: boolean }) {
  if (entries.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        {confirming
          ? 'The payment was received; the timeline starts as soon as it is confirmed.'
          : 'Nothing has happened yet: the timeline starts when the client pays the down payment.'}
      </p>
    );
  }
  return (
    <ol aria-label="Milestone timeline" className="space-y-2 border-l-2 border-slate-100 pl-4">
      {entries.map((entry, index) => {
        const at = formatIsoDate(entry.at, 'MMM d, yyyy h:mm a');
        return (
          <li key={`${entry.at}-${entry.kind}-${index}`} className="text-sm">
            <UserText as="p" className="text-slate-800">
              {entry.text}
            </UserText>
            {at ? (
              <p className="text-xs text-slate-500">
                <time dateTime={entry.at}>{at}</time>
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
