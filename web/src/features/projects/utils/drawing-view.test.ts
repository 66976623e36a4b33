// @vitest-environment node
import type { PreflightFinding } from '../types';
import { dragView, findingView, fitView, placed, pointAt, viewBoxOf, zoomView } from './drawing-view';

const box = { minX: 0, minY: 0, maxX: 560, maxY: 720 };

describe('drawing view', () => {
  it('fits the whole drawing with a margin, y flipped for SVG', () => {
    const fit = fitView(box);
    expect(fit).toMatchObject({ cx: 280, cy: 360 });
    expect(fit.span).toBeCloseTo((720 / 0.75) * 1.08);
    expect(viewBoxOf({ cx: 10, cy: 20, span: 100 })).toBe('-40 -57.5 100 75');
    expect(fitView(null)).toEqual({ cx: 0, cy: 0, span: 1 });
  });

  it('zooms around a point that stays where it is, within limits', () => {
    const fit = fitView(box);
    const anchor = { x: 0, y: 0 };
    const zoomed = zoomView(fit, fit, 2, anchor);
    expect(zoomed.span).toBeCloseTo(fit.span / 2);
    expect(zoomed.cx).toBeCloseTo(140);
    expect(zoomed.cy).toBeCloseTo(180);
    expect(zoomView(fit, fit, 1e9).span).toBeCloseTo(fit.span / 10_000);
    expect(zoomView(fit, fit, 1e-9).span).toBeCloseTo(fit.span * 10);
  });

  it('drags with the pointer and finds the point under it', () => {
    const view = { cx: 0, cy: 0, span: 400 };
    expect(dragView(view, 100, 50, 400)).toEqual({ cx: -100, cy: 50, span: 400 });
    expect(pointAt(view, 400, 0, 400)).toEqual({ x: 200, y: 150 });
  });

  it("places a block's finding by the block's first insert and frames an open contour's gap", () => {
    const turned = [{ name: 'SHELF', matrix: [0, 1, -1, 0, 1000, 0] }];
    expect(placed({ x: 100, y: 0 }, 'SHELF', turned)).toEqual({ x: 1000, y: 100 });
    expect(placed({ x: 100, y: 0 }, '', turned)).toEqual({ x: 100, y: 0 });
    const finding: PreflightFinding = {
      code: 'open_contour', severity: 'error', message: '', layer: 'CUT', handle: '', block: 'SHELF', location: { x: 0, y: 0 },
      gaps: [{ from: { x: 0, y: 0 }, to: { x: 200, y: 0 }, distance: 200, almostClosed: false }],
    };
    const view = findingView(fitView(box), finding, turned);
    expect(view?.cx).toBeCloseTo(1000);
    expect(view?.cy).toBeCloseTo(100);
    expect(view?.span).toBeCloseTo(320);
    expect(findingView(fitView(box), { ...finding, gaps: [], location: null }, turned)).toBeNull();
  });
});
