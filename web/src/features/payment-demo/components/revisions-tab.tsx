import { RotateCcw } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { ProgressBar } from '@/components/ui/progress-bar';
import { UserText } from '@/components/ui/user-text';
import { TEXT_LIMITS } from '@/config/constants';
import { isTooLong } from '@/lib/text-length';

import { canRequestRevision } from '../utils/demo';

export interface RevisionRequest {
  number: number;
  note: string;
}

export interface RevisionsTabProps {
  used: number;
  max: number;
  requests: readonly RevisionRequest[];
  /** Adds a request to the page's demo state; nothing is sent. */
  onRequest: (note: string) => void;
}

export function RevisionsTab({ used, max, requests, onRequest }: RevisionsTabProps) {
  const [note, setNote] = useState('');
  const allowed = canRequestRevision(used, max);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Past the limit (a change request's, as on a real project) the field shows its error; nothing is added or cut.
    if (!allowed || isTooLong(note, TEXT_LIMITS.milestoneNote)) return;
    onRequest(note.trim());
    setNote('');
  };

  return (
    <Panel
      title="Revisions"
      icon={<RotateCcw aria-hidden="true" className="h-5 w-5 text-amber-600" />}
      description={`The client may ask for up to ${max} revisions of the design.`}
    >
      <div className="space-y-2">
        <p className="flex justify-between text-sm">
          <span className="font-medium text-slate-800">Revisions used</span>
          <span role="status" className="text-slate-700 tabular-nums">
            Revision {used} of {max}
          </span>
        </p>
        <ProgressBar label="Revisions used" value={used} max={max} />
      </div>

      <form onSubmit={submit} className="mt-6 space-y-3">
        <TextAreaField
          label="What should change?"
          optional
          rows={3}
          limit={TEXT_LIMITS.milestoneNote}
          value={note}
          disabled={!allowed}
          onChange={(event) => setNote(event.target.value)}
          placeholder="e.g. Pull-out shelves in the pantry instead of fixed ones"
        />
        <Button type="submit" disabled={!allowed}>
          {allowed ? 'Request Revision' : 'Maximum Revisions Reached'}
        </Button>
      </form>

      <h3 className="mt-6 text-sm font-semibold text-slate-800">History</h3>
      <ol aria-label="Revision history" className="mt-2 space-y-2">
        {requests.map((request) => (
          <li key={request.number} className="rounded-lg bg-slate-50 p-3 text-sm break-words text-slate-700">
            <span className="font-medium text-slate-900">Revision {request.number}:</span>{' '}
            {request.note ? <UserText multiline>{request.note}</UserText> : 'No details given.'}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
