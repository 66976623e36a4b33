import type { DrawingPreviewBlock, PreflightFinding, PreflightGap } from '../../../types';
import { placed, type DrawingPoint } from '../../../utils/drawing-view';
import { formatMm } from '../../../utils/files';

const ERROR_COLOR = '#dc2626';
const WARNING_COLOR = '#d97706';

function pointText(point: DrawingPoint): string {
  return `${formatMm(point.x)}, ${formatMm(point.y)}`;
}

function gapLabel(gap: PreflightGap, from: DrawingPoint, to: DrawingPoint): string {
  const kind = gap.almostClosed ? 'Almost closed gap' : 'Gap';
  return `${kind} of ${formatMm(gap.distance)} from ${pointText(from)} to ${pointText(to)}`;
}

/** An open contour's gap: its two loose ends joined by a dashed line, amber when it is almost closed (a missed snap). */
function GapMarker({ gap, block, blocks, size }: { gap: PreflightGap; block: string; blocks: readonly DrawingPreviewBlock[]; size: number }) {
  if (gap.from.x === null || gap.from.y === null || gap.to.x === null || gap.to.y === null) return null;
  const from = placed({ x: gap.from.x, y: gap.from.y }, block, blocks);
  const to = placed({ x: gap.to.x, y: gap.to.y }, block, blocks);
  const color = gap.almostClosed ? WARNING_COLOR : ERROR_COLOR;
  return (
    <g role="img" aria-label={gapLabel(gap, from, to)} data-marker={gap.almostClosed ? 'almost-closed-gap' : 'gap'}>
      <line x1={from.x} y1={from.y} x2={to.x} y2={to.y} stroke={color} strokeWidth={2} strokeDasharray="6 4" vectorEffect="non-scaling-stroke" />
      {[from, to].map((end, index) => (
        <circle key={index} cx={end.x} cy={end.y} r={size} fill="none" stroke={color} strokeWidth={2} vectorEffect="non-scaling-stroke" />
      ))}
    </g>
  );
}

/** Any other finding with a place: a ring and a dot where it is, red for an error and amber for a warning. */
function PointMarker({ finding, at, size }: { finding: PreflightFinding; at: DrawingPoint; size: number }) {
  const color = finding.severity === 'error' ? ERROR_COLOR : WARNING_COLOR;
  return (
    <g role="img" aria-label={`${finding.severity === 'error' ? 'Error' : 'Warning'} ${finding.code} at ${pointText(at)}`} data-marker="finding">
      <circle cx={at.x} cy={at.y} r={size * 1.5} fill="none" stroke={color} strokeWidth={2} vectorEffect="non-scaling-stroke" />
      <circle cx={at.x} cy={at.y} r={size * 0.35} fill={color} />
    </g>
  );
}

/**
 * Each finding of the preflight report drawn where it is (drawing units; a finding inside a block where the block's
 * first insert places it). `size` is the markers' radius in drawing units, so they keep their size on screen.
 */
export function FindingMarkers({
  findings,
  blocks,
  size,
}: {
  findings: readonly PreflightFinding[];
  blocks: readonly DrawingPreviewBlock[];
  size: number;
}) {
  return (
    <g aria-label="Findings on the drawing">
      {findings.map((finding, index) => {
        const key = `${finding.code}-${finding.handle}-${index}`;
        if (finding.gaps && finding.gaps.length > 0) {
          return (
            <g key={key}>
              {finding.gaps.map((gap, gapIndex) => (
                <GapMarker key={gapIndex} gap={gap} block={finding.block} blocks={blocks} size={size} />
              ))}
            </g>
          );
        }
        if (!finding.location) return null;
        return <PointMarker key={key} finding={finding} at={placed(finding.location, finding.block, blocks)} size={size} />;
      })}
    </g>
  );
}
