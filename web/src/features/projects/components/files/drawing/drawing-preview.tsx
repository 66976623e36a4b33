import { useState } from 'react';

import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';

import { useGetDrawingPreviewQuery } from '../../../api/deliverables-api';
import type { DrawingFocus, FileVersion } from '../../../types';
import { DrawingViewer } from './drawing-viewer';
import { LayerList } from './layer-list';

interface DrawingPreviewProps {
  id?: string;
  projectId: number;
  file: FileVersion;
  fileLabel: string;
  /** The finding picked in the report, to zoom to. */
  focus: DrawingFocus | null;
}

function Note({ children }: { children: string }) {
  return <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{children}</p>;
}

/**
 * A DXF version as the service draws it from the preflight's reading: every layer in its colour (each can be hidden),
 * cut layers emphasised and the report's findings where they are; a large drawing says it was simplified.
 */
export function DrawingPreview({ id, projectId, file, fileLabel, focus }: DrawingPreviewProps) {
  const { data, error, isLoading, isFetching, refetch } = useGetDrawingPreviewQuery({ projectId, fileId: file.id });
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (name: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });

  let content;
  if (isLoading) {
    content = <LoadingState label={`Loading the drawing of ${fileLabel}`} className="py-10" />;
  } else if (!data) {
    content = <ErrorState layout="card" title="We couldn't load the drawing" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (data.message) {
    content = <Note>{`The drawing could not be drawn: ${data.message}`}</Note>;
  } else if (!data.box) {
    content = <Note>Nothing is drawn in this file.</Note>;
  } else {
    content = (
      <>
        <DrawingViewer preview={data} findings={file.preflight?.findings ?? []} hidden={hidden} focus={focus} fileLabel={fileLabel} />
        {data.simplified ? (
          <p className="text-xs text-amber-800">
            Simplified for the preview: {data.shownSegments.toLocaleString('en-US')} of {data.totalSegments.toLocaleString('en-US')} segments are
            drawn. The download holds the whole drawing.
          </p>
        ) : null}
        <LayerList layers={data.layers} hidden={hidden} onToggle={toggle} />
      </>
    );
  }
  return (
    <section id={id} aria-label={`Preview of ${fileLabel}`} className="min-w-0 space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
      {content}
    </section>
  );
}
