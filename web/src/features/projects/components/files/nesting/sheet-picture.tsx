import { useId } from 'react';

import { formatMm } from '../../../utils/files';
import { sheetYield, type PicturePart } from '../../../utils/nesting';

export type { PicturePart } from '../../../utils/nesting';

export interface SheetPictureProps {
  /** "CUT_18MM, sheet 1 of 3". */
  title: string;
  lengthMm: number;
  widthMm: number;
  parts: readonly PicturePart[];
}

const yieldText = (share: number) => `${Math.round(share * 100)} %`;

/** How a label sits in its part: across, turned along a tall part, or not at all (the part's title still names it). */
function labelFit(part: PicturePart, fontSize: number): 'across' | 'turned' | null {
  const length = part.label.length * fontSize * 0.6;
  if (length <= part.sizeX * 0.9 && fontSize * 1.2 <= part.sizeY) return 'across';
  if (length <= part.sizeY * 0.9 && fontSize * 1.2 <= part.sizeX) return 'turned';
  return null;
}

function PartShape({ part, fontSize }: { part: PicturePart; fontSize: number }) {
  const fit = labelFit(part, fontSize);
  const cx = part.x + part.sizeX / 2;
  const cy = part.y + part.sizeY / 2;
  return (
    <g>
      <title>{part.label}</title>
      <rect x={part.x} y={part.y} width={part.sizeX} height={part.sizeY} className="fill-amber-100 stroke-amber-700" strokeWidth={1} vectorEffect="non-scaling-stroke" />
      {fit ? (
        <text
          x={cx}
          y={cy}
          fontSize={fontSize}
          textAnchor="middle"
          dominantBaseline="central"
          transform={fit === 'turned' ? `rotate(-90 ${cx} ${cy})` : undefined}
          className="fill-slate-900"
        >
          {part.label}
        </text>
      ) : null}
    </g>
  );
}

/**
 * One sheet drawn to scale: the parts as labelled rectangles (a label only where it fits), the offcut shaded, and a
 * legend with the sheet's size and yield. The picture is an image with a text summary for screen readers.
 */
export function SheetPicture({ title, lengthMm, widthMm, parts }: SheetPictureProps) {
  const hatch = `offcut-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const share = sheetYield(lengthMm, widthMm, parts);
  const size = `${formatMm(lengthMm)} × ${formatMm(widthMm)} mm`;
  const summary = `${title}: ${parts.length} ${parts.length === 1 ? 'part' : 'parts'} on a ${size} sheet, yield ${yieldText(share)}`;
  const fontSize = Math.max(lengthMm, widthMm) / 26;  // about 11 px at 390 px, 15 px in a desktop column
  return (
    <figure className="min-w-0 space-y-1">
      <svg role="img" aria-label={summary} viewBox={`0 0 ${lengthMm} ${widthMm}`} className="h-auto w-full rounded border border-slate-300 bg-white">
        <defs>
          <pattern id={hatch} width={fontSize / 2} height={fontSize / 2} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width={fontSize / 2} height={fontSize / 2} className="fill-slate-100" />
            <line x1={0} y1={0} x2={0} y2={fontSize / 2} className="stroke-slate-300" strokeWidth={fontSize / 8} />
          </pattern>
        </defs>
        <rect data-testid="offcut" x={0} y={0} width={lengthMm} height={widthMm} fill={`url(#${hatch})`} />
        {parts.map((part) => (
          <PartShape key={part.key} part={part} fontSize={fontSize} />
        ))}
      </svg>
      <figcaption className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        <span className="font-medium text-slate-800">{title}</span>
        <span>Sheet {size}</span>
        <span>Yield {yieldText(share)}</span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-3 w-3 border border-amber-700 bg-amber-100" /> Part
        </span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-3 w-3 border border-slate-300 bg-slate-200" /> Offcut
        </span>
      </figcaption>
    </figure>
  );
}
