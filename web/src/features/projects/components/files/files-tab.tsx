import { FileText } from 'lucide-react';
import { useId } from 'react';

import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';

import { useGetProjectFilesQuery } from '../../api/deliverables-api';
import type { Project, Viewer } from '../../types';
import { canSeeProjectFiles, isProjectClient } from '../../utils/participation';
import { FileList } from './file-list';
import { FileUpload } from './file-upload';

/** Reference uploads per the spec's note (section 2 and 9): the starter plan's size. */
const REFERENCE_FILE_MAX_MB = 10;

function ParticipantsOnlyNote() {
  return (
    <Card className="p-6">
      <div className="flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
        <FileText aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <p>
          Reference files can be up to {REFERENCE_FILE_MAX_MB}MB each: CAD files, images and PDFs. Project files are visible only to the
          project's participants.
        </p>
      </div>
    </Card>
  );
}

function ProjectFilesPanel({ project, viewer }: { project: Project; viewer: Viewer }) {
  const { data, isLoading, error, refetch, isFetching } = useGetProjectFilesQuery(project.id);
  const headingId = useId();
  if (isLoading) {
    return (
      <Card className="p-6">
        <LoadingState label="Loading files" className="space-y-3">
          <SkeletonBlocks count={3} className="h-20 rounded-xl" />
        </LoadingState>
      </Card>
    );
  }
  if (!data) {
    return <ErrorState layout="card" title="We couldn't load the project's files" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  return (
    <Card className="min-w-0 space-y-6 p-4 sm:p-6">
      <section aria-labelledby={`${headingId}-upload`} className="space-y-3">
        <h2 id={`${headingId}-upload`} className="text-lg font-semibold text-slate-900">
          Upload files
        </h2>
        <FileUpload projectId={project.id} limits={data.limits} canUpload={data.canUpload} />
      </section>
      <section aria-labelledby={`${headingId}-list`}>
        <h2 id={`${headingId}-list`} className="text-lg font-semibold text-slate-900">
          Files
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Compare a downloaded file's SHA-256 with the one shown here to be sure it arrived intact. DXF files are checked before they
          reach the CNC.
        </p>
        <FileList files={data.files} viewerIsClient={isProjectClient(project, viewer)} />
      </section>
    </Card>
  );
}

/** The Files tab: the participants upload and download versions; anyone else is told the files are private. */
export function FilesTab({ project, viewer }: { project: Project; viewer: Viewer }) {
  if (!canSeeProjectFiles(project, viewer)) return <ParticipantsOnlyNote />;
  return <ProjectFilesPanel project={project} viewer={viewer} />;
}
