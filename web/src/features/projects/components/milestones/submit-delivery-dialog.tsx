import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { TextAreaField } from '@/components/ui/form-field';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { UserText } from '@/components/ui/user-text';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { MILESTONE_TEXT_MAX, stageTitle } from '@/lib/disputes';
import { plural } from '@/lib/plural';
import { isTooLong } from '@/lib/text-length';

import { useGetProjectFilesQuery, useSubmitMilestoneMutation } from '../../api/deliverables-api';
import type { FileVersion, Milestone } from '../../types';
import { deliveryCheckLine, formatFileSize, isDxf, latestVersions, versionLabel } from '../../utils/files';
import { PreflightBadge } from '../files/preflight-badge';

/** How many files one submission may hold (deliverables-api). */
const MAX_SUBMITTED_FILES = 50;

interface SubmitFormProps {
  projectId: number;
  milestone: Milestone;
  files: FileVersion[];
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}

function SubmitForm({ projectId, milestone, files, onClose, onBusyChange }: SubmitFormProps) {
  const errorId = useId();
  const [chosen, setChosen] = useState<Set<number>>(() => new Set());
  const [note, setNote] = useState('');
  const [filesError, setFilesError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitMilestone, { isLoading }] = useSubmitMilestoneMutation();
  const submit = useSubmitWithToast(submitMilestone, {
    success: { title: 'Submitted for Review', description: `The client can now review the ${stageTitle(milestone.stage).toLowerCase()}.`, variant: 'success' },
    failureTitle: 'Submission Failed',
    onSuccess: onClose,
    onError: (_error, message) => setFailure(message),
  });

  const check = (ids: Set<number>) => {
    if (ids.size === 0) return 'Choose at least one file to submit.';
    if (ids.size > MAX_SUBMITTED_FILES) return `Choose at most ${plural(MAX_SUBMITTED_FILES, 'file')}.`;
    return null;
  };
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
    if (filesError) setFilesError(check(next));
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = check(chosen);
    setFilesError(invalid);
    // The note shows its own error past the limit; it is refused, never cut.
    if (invalid || isTooLong(note, MILESTONE_TEXT_MAX)) return;
    setFailure(null);
    onBusyChange(true);
    try {
      await submit({ projectId, stage: milestone.stage, fileIds: files.filter((file) => chosen.has(file.id)).map((file) => file.id), note: note.trim() });
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <form aria-label="Submit for review" noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <fieldset aria-describedby={filesError ? errorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">Files (latest versions)</legend>
        {files.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">Upload the files on the Files tab first.</p>
        ) : (
          <ul className="mt-2 max-h-72 space-y-2 overflow-y-auto">
            {files.map((file) => (
              <li key={file.id}>
                <label className="flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 hover:border-amber-300">
                  <input
                    type="checkbox"
                    checked={chosen.has(file.id)}
                    onChange={(event) => toggle(file.id, event.target.checked)}
                    className="mt-0.5 h-4 w-4 shrink-0 accent-amber-600"
                  />
                  <span className="min-w-0 flex-1 space-y-1">
                    <UserText className="block text-sm font-medium text-slate-900">{versionLabel(file)}</UserText>
                    <span className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                      {formatFileSize(file.sizeBytes)}
                      {isDxf(file) ? <PreflightBadge file={file} /> : null}
                    </span>
                  </span>
                </label>
                {chosen.has(file.id) && deliveryCheckLine(file) ? (
                  <p role="note" aria-label={`Check of ${versionLabel(file)}`} className="mt-1 pl-10 text-xs">
                    {deliveryCheckLine(file)}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {filesError ? (
          <p id={errorId} className="mt-1.5 text-xs font-medium text-red-600">
            {filesError}
          </p>
        ) : null}
      </fieldset>
      {milestone.stage === 'final_payment' ? (
        <p className="text-xs text-slate-500">A DXF whose preflight fails cannot be part of the final delivery unless the client waived its preflight.</p>
      ) : null}
      <TextAreaField
        label="Note to the client"
        optional
        value={note}
        onChange={(event) => setNote(event.target.value)}
        rows={4}
        limit={MILESTONE_TEXT_MAX}
        placeholder="What is in this delivery, and what the client should check."
      />
      {failure ? <Alert title="The delivery was not submitted">{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <BusyButton type="submit" icon={Send} busy={isLoading} busyLabel="Submitting" disabled={files.length === 0}>
          Submit for review
        </BusyButton>
      </div>
    </form>
  );
}

function SubmitFormLoader(props: Omit<SubmitFormProps, 'files'>) {
  const { data, isLoading, error, refetch, isFetching } = useGetProjectFilesQuery(props.projectId);
  if (isLoading) {
    return (
      <LoadingState label="Loading files" className="space-y-2">
        <SkeletonBlocks count={3} className="h-14 rounded-lg" />
      </LoadingState>
    );
  }
  if (!data) return <ErrorState layout="card" title="We couldn't load the project's files" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  return <SubmitForm {...props} files={latestVersions(data.files)} />;
}

/** The engineer hands in a stage: the latest versions of chosen files, frozen with a note, for the client to review. */
export function SubmitDeliveryDialog({ projectId, milestone }: { projectId: number; milestone: Milestone }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
      title={`Submit the ${stageTitle(milestone.stage).toLowerCase()} for review`}
      description="The chosen versions are frozen with your note. The client approves them, which releases the stage's payment, or asks for changes."
      trigger={
        <Button size="sm">
          <Send aria-hidden="true" className="h-4 w-4" /> Submit for review
        </Button>
      }
    >
      {open ? <SubmitFormLoader projectId={projectId} milestone={milestone} onClose={() => setOpen(false)} onBusyChange={setBusy} /> : null}
    </Dialog>
  );
}
