import { Upload, X } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';

import { PlanLimitAlert } from '@/components/shared/plan-limit-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { formatApiError } from '@/lib/errors';
import { plural } from '@/lib/plural';

import { useUploadProjectFileMutation } from '../../api/deliverables-api';
import { UPLOAD_CANCELLED } from '../../api/upload-file';
import type { UploadLimits } from '../../types';
import { planName, uploadPlanLimit, uploadRefusal, uploadsExhausted, type UploadPlanLimit } from '../../utils/files';
import { identicalVersionMessage, unreadableCutListMessage } from '../../utils/upload-errors';
import { CutListTemplateLink } from './cut-list-template-link';
import { LimitsSummary } from './limits-summary';
import { RefusedUploads, type Refused } from './refused-uploads';
import { UploadPlanLimitAlert } from './upload-plan-limit-alert';

/** Spec section 8's title of a failed upload. */
const UPLOAD_FAILED_TITLE = 'Upload Failed';

interface InFlight {
  name: string;
  percent: number;
}

/** Cancelled by the user: RTK Query rejects the aborted request (AbortError), or the request itself reports it. */
function isCancelled(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, error: reason } = error as { name?: unknown; error?: unknown };
  return name === 'AbortError' || reason === UPLOAD_CANCELLED;
}

export interface FileUploadProps {
  projectId: number;
  limits: UploadLimits;
  /** The server's word on whether the viewer may upload to the project now. */
  canUpload: boolean;
}

/**
 * Picks or drops files and uploads them one after another with their progress. Each file's extension and size are
 * checked against the plan first: a refused one is named ('Unknown Format', 'File too large') and not sent.
 */
export function FileUpload({ projectId, limits, canUpload }: FileUploadProps) {
  const [upload] = useUploadProjectFileMutation();
  const [inFlight, setInFlight] = useState<InFlight | null>(null);
  const [refused, setRefused] = useState<Refused[]>([]);
  const [planLimit, setPlanLimit] = useState<UploadPlanLimit | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<(() => void) | null>(null);
  const exhausted = uploadsExhausted(limits);
  const disabled = !canUpload || exhausted || inFlight !== null;

  const send = async (files: File[]) => {
    if (disabled || files.length === 0) return;
    const checked = files.map((file) => ({ file, refusal: uploadRefusal(file, limits) }));
    setRefused(checked.flatMap(({ file, refusal }) => (refusal ? [{ name: file.name, refusal }] : [])));
    setPlanLimit(null);
    for (const { file } of checked.filter(({ refusal }) => refusal === null)) {
      setInFlight({ name: file.name, percent: 0 });
      const request = upload({ projectId, file, onProgress: (sent) => setInFlight({ name: file.name, percent: Math.round(sent * 100) }) });
      cancelRef.current = () => request.abort();
      try {
        const version = await request.unwrap();
        toast({ title: 'File Uploaded', description: `${version.name} v${version.version} was added to the project.`, variant: 'success' });
      } catch (error) {
        if (isCancelled(error)) {
          toast({ title: 'Upload Cancelled', description: `${file.name} was not uploaded.` });
          break;
        }
        const identical = identicalVersionMessage(error);
        if (identical) {
          // Nothing new to store: said beside the drop zone, not as a failure.
          setRefused((earlier) => [...earlier, { name: file.name, refusal: { kind: 'identical', message: `${identical}: no new version was made.` } }]);
          continue;
        }
        const unreadable = unreadableCutListMessage(error);
        if (unreadable) setRefused((earlier) => [...earlier, { name: file.name, refusal: { kind: 'cut-list', message: unreadable } }]);
        toast({ title: UPLOAD_FAILED_TITLE, description: formatApiError(error), variant: 'destructive' });
        const limit = uploadPlanLimit(error);
        if (limit) {
          setPlanLimit(limit);
          break; // The rest would hit the same limit.
        }
      }
    }
    cancelRef.current = null;
    setInFlight(null);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void send(Array.from(event.dataTransfer.files));
  };

  return (
    <div className="space-y-4">
      <LimitsSummary limits={limits} />
      {exhausted ? (
        <PlanLimitAlert title="Upload limit reached">
          Your {planName(limits.plan)} plan allows {plural(limits.uploadsPerProject, 'upload')} per project. Upgrade for more uploads.
        </PlanLimitAlert>
      ) : null}
      {!canUpload && !exhausted ? (
        <Alert tone="info">Uploads are closed on this project.</Alert>
      ) : null}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="file-drop-zone"
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors',
          dragging ? 'border-amber-500 bg-amber-50' : 'border-slate-300 bg-slate-50',
          disabled ? 'opacity-60' : null,
        )}
      >
        <Upload aria-hidden="true" className="h-8 w-8 text-slate-400" />
        <p className="text-sm text-slate-600">Drag files here, or</p>
        <input
          ref={inputRef}
          type="file"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose files to upload"
          disabled={disabled}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = ''; // The same file may be chosen again (its next version).
            void send(files);
          }}
        />
        <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={disabled}>
          Choose files
        </Button>
        <p className="text-xs text-slate-500">A file with the same name as an earlier one becomes its next version.</p>
        <CutListTemplateLink />
      </div>
      {inFlight ? (
        <div className="space-y-2 rounded-xl border border-slate-200 p-4" aria-live="polite">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 break-all text-slate-800">
              Uploading {inFlight.name}… {inFlight.percent}%
            </span>
            <Button variant="ghost" size="sm" onClick={() => cancelRef.current?.()} aria-label={`Cancel upload of ${inFlight.name}`}>
              <X aria-hidden="true" className="h-4 w-4" /> Cancel
            </Button>
          </div>
          <ProgressBar label={`Uploading ${inFlight.name}`} value={inFlight.percent} max={100} valueText={`${inFlight.percent}%`} tone="progress" />
        </div>
      ) : null}
      <RefusedUploads refused={refused} plan={limits.plan} />
      {planLimit ? <UploadPlanLimitAlert limit={planLimit} /> : null}
    </div>
  );
}
