import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';

import { Button } from '@/components/ui/button';

import { usePanZoom } from '../../../hooks/use-pan-zoom';
import type { DrawingFocus, DrawingPreview, PreflightFinding } from '../../../types';
import { findingView, fitView, viewBoxOf } from '../../../utils/drawing-view';
import { FindingMarkers } from './finding-markers';

/** A marker's radius as a share of the view's width: it keeps its size on screen whatever the zoom. */
const MARKER_SHARE = 0.012;

interface DrawingViewerProps {
  preview: DrawingPreview;
  findings: readonly PreflightFinding[];
  hidden: ReadonlySet<string>;
  focus: DrawingFocus | null;
  fileLabel: string;
}

/**
 * The drawing (y up, flipped for SVG) with the report's findings on it: the whole drawing at first, or the finding
 * picked in the report. The cut layers are drawn last and thicker.
 */
export function DrawingViewer({ preview, findings, hidden, focus, fileLabel }: DrawingViewerProps) {
  const fit = useMemo(() => fitView(preview.box), [preview.box]);
  const target = useMemo(() => {
    const view = focus ? findingView(fit, focus.finding, preview.blocks) : null;
    return focus && view ? { view, key: focus.key } : null;
  }, [focus, fit, preview.blocks]);
  const { view, svgRef, zoomIn, zoomOut, fitAll, handlers } = usePanZoom(fit, target);
  const layers = useMemo(() => [...preview.layers.filter((layer) => !layer.cut), ...preview.layers.filter((layer) => layer.cut)], [preview.layers]);
  const helpId = useId();

  // A finding picked in the report further down: the drawing comes into sight.
  useEffect(() => {
    if (target) svgRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [target, svgRef]);

  return (
    <div className="min-w-0 space-y-2">
      <div role="toolbar" aria-label={`Zoom the drawing of ${fileLabel}`} className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={zoomIn} aria-label="Zoom in">
          <ZoomIn aria-hidden="true" className="h-4 w-4" />
        </Button>
        <Button size="sm" variant="outline" onClick={zoomOut} aria-label="Zoom out">
          <ZoomOut aria-hidden="true" className="h-4 w-4" />
        </Button>
        <Button size="sm" variant="outline" onClick={fitAll}>
          <Maximize aria-hidden="true" className="h-4 w-4" /> Fit
        </Button>
      </div>
      <svg
        ref={svgRef}
        role="group"
        aria-roledescription="drawing"
        aria-label={`Drawing of ${fileLabel}`}
        aria-describedby={helpId}
        tabIndex={0}
        viewBox={viewBoxOf(view)}
        preserveAspectRatio="xMidYMid meet"
        className="block aspect-[4/3] w-full cursor-grab touch-none rounded-lg border border-slate-200 bg-white select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
        {...handlers}
      >
        <g transform="scale(1 -1)">
          {layers.map((layer) =>
            hidden.has(layer.name) || !layer.d ? null : (
              <path
                key={layer.name}
                d={layer.d}
                data-layer={layer.name}
                fill="none"
                stroke={layer.color}
                strokeWidth={layer.cut ? 2.5 : 1}
                strokeLinecap="round"
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            ),
          )}
          <FindingMarkers findings={findings} blocks={preview.blocks} size={view.span * MARKER_SHARE} />
        </g>
      </svg>
      <p id={helpId} className="text-xs text-slate-500">
        Drag or pinch to move and zoom; the wheel zooms. On the drawing, arrow keys move it, + and - zoom and 0 fits it. Red marks errors,
        amber warnings; a dashed line joins an open contour&apos;s loose ends.
      </p>
    </div>
  );
}
