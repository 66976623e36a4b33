import { Download, FileText } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { Disclosure } from '@/components/ui/disclosure';
import { UserText } from '@/components/ui/user-text';
import { formatIsoDate } from '@/lib/date-time';
import { fullName } from '@/lib/user-display';

import type { FileVersion } from '../../types';
import { canWaivePreflight, formatFileSize, groupFileVersions, isDxf, versionLabel } from '../../utils/files';
import { CutListPreviewButton } from './cut-list-preview';
import { FileHash } from './file-hash';
import { PreflightBadge } from './preflight-badge';
import { PreflightReportView } from './preflight-report';
import { WaivePreflightButton } from './waive-preflight-button';

function FileVersionRow({ file, viewerIsClient }: { file: FileVersion; viewerIsClient: boolean }) {
  const label = versionLabel(file);
  const uploadedAt = formatIsoDate(file.uploadedAt, 'MMM d, yyyy h:mm a');
  return (
    <div className="min-w-0 space-y-2">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <FileText aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-400" />
        <UserText as="p" className="min-w-0 font-medium text-slate-900">
          {file.name}
        </UserText>
        <Badge tone="slate">v{file.version}</Badge>
        {isDxf(file) ? <PreflightBadge file={file} /> : null}
      </div>
      <p className="text-xs wrap-anywhere text-slate-500">
        {formatFileSize(file.sizeBytes)} · Uploaded by <UserText>{fullName(file.uploadedBy)}</UserText>
        {uploadedAt ? ` · ${uploadedAt}` : ''}
      </p>
      <FileHash sha256={file.sha256} fileLabel={label} />
      <div className="flex flex-wrap gap-2">
        <a href={file.downloadUrl} download={file.name} aria-label={`Download ${label}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden="true" className="h-4 w-4" /> Download
        </a>
        {file.cutListPreview ? <CutListPreviewButton file={file} fileLabel={label} /> : null}
        {viewerIsClient && canWaivePreflight(file) ? <WaivePreflightButton file={file} fileLabel={label} /> : null}
      </div>
      {file.preflight ? (
        <Disclosure label="View report" ariaLabel={`View preflight report of ${label}`}>
          <PreflightReportView report={file.preflight} file={file} />
        </Disclosure>
      ) : null}
    </div>
  );
}

/** The project's files by name, each with its newest version first and the older ones on demand. */
export function FileList({ files, viewerIsClient }: { files: readonly FileVersion[]; viewerIsClient: boolean }) {
  if (files.length === 0) return <p className="py-6 text-center text-sm text-slate-500">No files shared yet.</p>;
  const groups = groupFileVersions(files);
  return (
    <ul aria-label="Project files" className="divide-y divide-slate-100">
      {groups.map(({ name, latest, older }) => (
        <li key={name} aria-label={name} className="min-w-0 space-y-3 py-4">
          <FileVersionRow file={latest} viewerIsClient={viewerIsClient} />
          {older.length > 0 ? (
            <Disclosure label={`Older versions (${older.length})`} ariaLabel={`Older versions of ${name} (${older.length})`}>
              <ol aria-label={`Older versions of ${name}`} className="space-y-4 border-l-2 border-slate-100 pl-4">
                {older.map((file) => (
                  <li key={file.id}>
                    <FileVersionRow file={file} viewerIsClient={viewerIsClient} />
                  </li>
                ))}
              </ol>
            </Disclosure>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
