import type { DrawingBox, DrawingPreviewBlock, PreflightFinding } from '../types';

/**
 * What the drawing preview shows: the point of the drawing at its centre and how many drawing units its width spans.
 * The drawing is y up; SVG is y down, so the picture is flipped (svg y = -drawing y).
 */
export interface DrawingView {
  cx: number;
  cy: number;
  span: number;
}

export interface DrawingPoint {
  x: number;
  y: number;
}

/** Height of the preview's area over its width. */
export const VIEW_ASPECT = 3 / 4;
/** The closest zoom: a ten-thousandth of the whole drawing across. */
const MAX_ZOOM = 10_000;

export function finiteBox(box: DrawingBox | null): { minX: number; minY: number; maxX: number; maxY: number } | null {
  if (!box || box.minX === null || box.minY === null || box.maxX === null || box.maxY === null) return null;
  return { minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY };
}

/** The whole drawing with a little margin; a drawing of one point gets a span of 1. */
export function fitView(box: DrawingBox | null): DrawingView {
  const b = finiteBox(box);
  if (!b) return { cx: 0, cy: 0, span: 1 };
  const span = Math.max(b.maxX - b.minX, (b.maxY - b.minY) / VIEW_ASPECT) * 1.08;
  return { cx: (b.minX + b.maxX) / 2, cy: (b.minY + b.maxY) / 2, span: span > 0 ? span : 1 };
}

function limited(view: DrawingView, fit: DrawingView): DrawingView {
  return { ...view, span: Math.min(Math.max(view.span, fit.span / MAX_ZOOM), fit.span * 10) };
}

/** Zoomed in by `factor` (below 1: out), the `anchor` staying where it is on screen (the centre when none). */
export function zoomView(view: DrawingView, fit: DrawingView, factor: number, anchor?: DrawingPoint): DrawingView {
  const next = limited({ ...view, span: view.span / factor }, fit);
  const applied = view.span / next.span;
  const at = anchor ?? { x: view.cx, y: view.cy };
  return { cx: at.x + (view.cx - at.x) / applied, cy: at.y + (view.cy - at.y) / applied, span: next.span };
}

/** Moved by a share of the view: dx to the right, dy up (0.1 is a tenth of its width). */
export function panView(view: DrawingView, dx: number, dy: number): DrawingView {
  return { ...view, cx: view.cx + dx * view.span, cy: view.cy + dy * view.span };
}

/** Dragged by pixels on an area `width` pixels wide (screen y runs down, the drawing's up). */
export function dragView(view: DrawingView, dxPixels: number, dyPixels: number, width: number): DrawingView {
  if (!(width > 0)) return view;
  const unitsPerPixel = view.span / width;
  return { ...view, cx: view.cx - dxPixels * unitsPerPixel, cy: view.cy + dyPixels * unitsPerPixel };
}

/** The drawing point under a pixel of the area (left, top: the pixel within it). */
export function pointAt(view: DrawingView, left: number, top: number, width: number): DrawingPoint {
  if (!(width > 0)) return { x: view.cx, y: view.cy };
  const unitsPerPixel = view.span / width;
  const height = width * VIEW_ASPECT;
  return { x: view.cx + (left - width / 2) * unitsPerPixel, y: view.cy - (top - height / 2) * unitsPerPixel };
}

/** Centred on a point; `extent` (drawing units) is what must fit across, else an eighth of the whole drawing. */
export function focusView(fit: DrawingView, point: DrawingPoint, extent: number | null): DrawingView {
  const span = extent && extent > 0 ? extent * 1.6 : fit.span / 8;
  return limited({ cx: point.x, cy: point.y, span }, fit);
}

/** The SVG viewBox of the view (y flipped). */
export function viewBoxOf(view: DrawingView): string {
  const height = view.span * VIEW_ASPECT;
  return `${view.cx - view.span / 2} ${-view.cy - height / 2} ${view.span} ${height}`;
}

/** A point of a block's own coordinates where the block's first insert places it (unchanged outside blocks). */
export function placed(point: DrawingPoint, block: string, blocks: readonly DrawingPreviewBlock[]): DrawingPoint {
  if (!block) return point;
  const m = blocks.find((candidate) => candidate.name === block)?.matrix;
  if (!m || m.some((value) => value === null)) return point;
  const [a, b, c, d, e, f] = m as number[];
  return { x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f };
}

/** Where a finding is drawn: its gaps' ends, else its location; none when the report gives no place. */
export function findingPlaces(finding: PreflightFinding): { points: DrawingPoint[]; extent: number | null } {
  const gaps = (finding.gaps ?? []).filter((gap) => [gap.from.x, gap.from.y, gap.to.x, gap.to.y].every((v) => v !== null));
  if (gaps.length > 0) {
    const points = gaps.flatMap((gap) => [gap.from as DrawingPoint, gap.to as DrawingPoint]);
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    // What must fit across the view: its width, or its height at the view's aspect.
    const extent = Math.max(Math.max(...xs) - Math.min(...xs), (Math.max(...ys) - Math.min(...ys)) / VIEW_ASPECT);
    return { points, extent: extent || null };
  }
  return { points: finding.location ? [finding.location] : [], extent: null };
}

/** The view of a finding picked in the report: centred on it, its gaps across; null when it has no place. */
export function findingView(fit: DrawingView, finding: PreflightFinding, blocks: readonly DrawingPreviewBlock[]): DrawingView | null {
  const { points, extent } = findingPlaces(finding);
  if (points.length === 0) return null;
  const onDrawing = points.map((point) => placed(point, finding.block, blocks));
  const middle = {
    x: onDrawing.reduce((sum, p) => sum + p.x, 0) / onDrawing.length,
    y: onDrawing.reduce((sum, p) => sum + p.y, 0) / onDrawing.length,
  };
  return focusView(fit, middle, extent);
}
