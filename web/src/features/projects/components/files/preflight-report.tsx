import { Badge } from '@/components/ui/badge';
import { UserText } from '@/components/ui/user-text';

import type { FileVersion, PreflightContour, PreflightFinding, PreflightGap, PreflightReport } from '../../types';
import { formatMm } from '../../utils/files';
import { NestingSection } from './nesting/nesting-section';

function unitsText({ units }: PreflightReport): string {
  const code = units.insunits === null ? 'no $INSUNITS' : `$INSUNITS ${units.insunits}`;
  const scale = units.mmPerUnit !== null && units.mmPerUnit !== 1 ? `, ${formatMm(units.mmPerUnit)} mm per unit` : '';
  return `${units.name || 'unknown'} (${code}${scale})`;
}

function extentsText({ extents, units }: PreflightReport): string {
  if (!extents) return 'None (the drawing is empty)';
  const { minX, minY, maxX, maxY, source } = extents;
  const corners = `${formatMm(minX)}, ${formatMm(minY)} to ${formatMm(maxX)}, ${formatMm(maxY)}`;
  const scale = units.mmPerUnit ?? 1;
  const size =
    minX !== null && minY !== null && maxX !== null && maxY !== null
      ? ` · ${formatMm((maxX - minX) * scale)} × ${formatMm((maxY - minY) * scale)} mm`
      : '';
  return `${corners}${size} (from the ${source === 'header' ? 'file header' : 'entities'})`;
}

function pointText(point: { x: number | null; y: number | null }): string {
  return `${formatMm(point.x)}, ${formatMm(point.y)}`;
}

function gapText(gap: PreflightGap): string {
  if (gap.almostClosed) {
    return `Almost closed: a gap of ${formatMm(gap.distance)} at ${pointText(gap.from)} (a snap was missed)`;
  }
  return `Gap: ${formatMm(gap.distance)} from ${pointText(gap.from)} to ${pointText(gap.to)}`;
}

/** An open contour's gaps: both loose ends, how far apart, and whether a snap was just missed. */
function GapList({ gaps }: { gaps: PreflightGap[] }) {
  return (
    <ul aria-label="Gaps" className="space-y-0.5 text-xs text-slate-700">
      {gaps.map((gap, index) => (
        <li key={index} className="flex flex-wrap items-center gap-1 break-words">
          {gap.almostClosed ? <Badge tone="amber">Almost closed</Badge> : null}
          <span>{gapText(gap)}</span>
        </li>
      ))}
    </ul>
  );
}

function partText(part: PreflightContour): string {
  const size = `${formatMm(part.widthMm)} × ${formatMm(part.heightMm)} mm`;
  const holes = part.holes ? ` · ${part.holes} ${part.holes === 1 ? 'hole' : 'holes'}` : '';
  const block = part.block ? ` · block ${part.block}` : '';
  return `${size} · layer ${part.layer}${holes}${block}`;
}

/** The closed contours found on the cut layers: each part's size, layer and holes. */
function PartsList({ report }: { report: PreflightReport }) {
  const parts = report.parts ?? [];
  const partCount = report.partCount ?? parts.length;
  const holeCount = report.holeCount ?? report.holes?.length ?? 0;
  const counted = `${partCount} ${partCount === 1 ? 'part' : 'parts'}, ${holeCount} ${holeCount === 1 ? 'hole or pocket' : 'holes and pockets'}`;
  return (
    <div>
      <h4 className="font-medium text-slate-800">Parts</h4>
      {partCount === 0 ? (
        <p className="mt-1 text-slate-500">No closed contour on the cut layers.</p>
      ) : (
        <>
          <p className="mt-1 text-slate-600">{counted}</p>
          <ul aria-label="Parts" className="mt-1 space-y-1">
            {parts.map((part, index) => (
              <li key={`${part.handle}-${index}`} className="break-words text-slate-800">
                {partText(part)}
              </li>
            ))}
          </ul>
          {partCount > parts.length ? <p className="mt-1 text-xs text-slate-500">{partCount - parts.length} more parts are not listed.</p> : null}
        </>
      )}
    </div>
  );
}

function FindingItem({ finding }: { finding: PreflightFinding }) {
  const where = [
    finding.layer ? `Layer ${finding.layer}` : null,
    finding.handle ? `Handle ${finding.handle}` : null,
    finding.block ? `Block ${finding.block}` : null,
    finding.location ? `At ${formatMm(finding.location.x)}, ${formatMm(finding.location.y)}` : null,
  ].filter(Boolean);
  return (
    <li className="min-w-0 space-y-1 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={finding.severity === 'error' ? 'red' : 'amber'}>{finding.severity === 'error' ? 'Error' : 'Warning'}</Badge>
        <code className="text-xs break-all text-slate-500">{finding.code}</code>
      </div>
      <p className="break-words text-slate-800">{finding.message}</p>
      {finding.gaps && finding.gaps.length > 0 ? <GapList gaps={finding.gaps} /> : null}
      {where.length > 0 ? <p className="text-xs break-all text-slate-500">{where.join(' · ')}</p> : null}
    </li>
  );
}

/**
 * What the DXF preflight found: units, extents, layers (cut layers marked), the parts chained from the cut layers and
 * each finding (an open contour with its gaps); with its file, the parts nested on a sheet the member chooses.
 */
export function PreflightReportView({ report, file }: { report: PreflightReport; file?: FileVersion }) {
  const facts: Array<[string, string]> = [
    ['Result', report.message],
    ['Units', unitsText(report)],
    ['Extents', extentsText(report)],
    ['Entities', `${report.entityCount} in the drawing, ${report.blockEntityCount} in blocks`],
    ['Checked against sheet', `${formatMm(report.sheet.lengthMm)} × ${formatMm(report.sheet.widthMm)} mm`],
  ];
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
      <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="min-w-0 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h4 className="font-medium text-slate-800">Layers</h4>
        {report.layers.length === 0 ? (
          <p className="mt-1 text-slate-500">No layers.</p>
        ) : (
          <ul aria-label="Layers" className="mt-1 flex flex-wrap gap-2">
            {report.layers.map((layer) => (
              <li key={layer.name} className="max-w-full">
                <span className="inline-flex max-w-full flex-wrap items-center gap-1 rounded-lg bg-white px-2 py-1 ring-1 ring-slate-200">
                  <UserText className="font-medium text-slate-900">{layer.name}</UserText>
                  <span className="text-xs text-slate-500">
                    {layer.entities} {layer.inBlocks > 0 ? `+ ${layer.inBlocks} in blocks` : ''}
                  </span>
                  {layer.cut ? <Badge tone="amber">Cut layer</Badge> : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {report.parts ? <PartsList report={report} /> : null}
      {file && report.nesting ? <NestingSection file={file} /> : null}
      <div>
        <h4 className="font-medium text-slate-800">Findings</h4>
        {report.findings.length === 0 ? (
          <p className="mt-1 text-slate-500">No findings.</p>
        ) : (
          <ul aria-label="Findings" className="mt-1 divide-y divide-slate-200">
            {report.findings.map((finding, index) => (
              <FindingItem key={`${finding.code}-${finding.handle}-${index}`} finding={finding} />
            ))}
          </ul>
        )}
        {report.findingsOmitted > 0 ? <p className="mt-1 text-xs text-slate-500">{report.findingsOmitted} more findings are not listed.</p> : null}
      </div>
    </div>
  );
}
