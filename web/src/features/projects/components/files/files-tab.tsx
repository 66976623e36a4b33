import { FileText } from 'lucide-react';
import { useId } from 'react';

import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { errorStatus } from '@/lib/errors';

import { useGetProjectFilesQuery } from '../../api/deliverables-api';
import type { Project, Viewer } from '../../types';
import { canSeeProjectFiles, isProjectClient, looksIntoAsAdmin } from '../../utils/participation';
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

/** The files and their versions; `readOnly` (an admin looking into a dispute) leaves out the upload. */
function ProjectFilesPanel({ project, viewer, readOnly = false }: { project: Project; viewer: Viewer; readOnly?: boolean }) {
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
  // An admin reads the files only while the project has an open dispute; otherwise, and once it is resolved (even with
  // the files of before still in the cache), the server says 403.
  if (readOnly && errorStatus(error) === 403) return <ParticipantsOnlyNote />;
  if (!data) {
    return <ErrorState layout="card" title="We couldn't load the project's files" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  return (
    <Card className="min-w-0 space-y-6 p-4 sm:p-6">
      {readOnly ? null : (
        <section aria-labelledby={`${headingId}-upload`} className="space-y-3">
          <h2 id={`${headingId}-upload`} className="text-lg font-semibold text-slate-900">
            Upload files
          </h2>
          <FileUpload projectId={project.id} limits={data.limits} canUpload={data.canUpload} />
        </section>
      )}
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

/**
 * The Files tab: the participants upload and download versions; an admin deciding a dispute downloads them; anyone
 * else is told the files are private.
 */
export function FilesTab({ project, viewer }: { project: Project; viewer: Viewer }) {
  if (canSeeProjectFiles(project, viewer)) return <ProjectFilesPanel project={project} viewer={viewer} />;
  if (looksIntoAsAdmin(project, viewer)) return <ProjectFilesPanel project={project} viewer={viewer} readOnly />;
  return <ParticipantsOnlyNote />;
}
