import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

import { dragView, panView, pointAt, zoomView, type DrawingPoint, type DrawingView } from '../utils/drawing-view';

/** A key press moves a tenth of the view; + and - zoom by a quarter. */
const PAN_STEP = 0.1;
const ZOOM_STEP = 1.25;
/** How much a wheel notch zooms (a notch is about 100 in deltaY). */
const WHEEL_RATE = 0.0015;

/** A view to move to: `key` changes for each new ask (the same place asked twice moves there twice). */
export interface ViewTarget {
  view: DrawingView;
  key: number;
}

/**
 * Pan and zoom of the drawing preview: drag with a mouse or one finger, pinch with two, the wheel zooms where the
 * pointer is, and on the focused area arrows pan, + and - zoom and 0 fits the whole drawing. `target` moves the view
 * when its key changes (a finding picked in the report).
 */
export function usePanZoom(fit: DrawingView, target: ViewTarget | null) {
  const [view, setView] = useState<DrawingView>(target?.view ?? fit);
  const [seenTarget, setSeenTarget] = useState(target?.key ?? null);
  if (target && target.key !== seenTarget) {
    setSeenTarget(target.key);
    setView(target.view);
  }
  const svgRef = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, DrawingPoint>());

  // React listens to wheel events passively; this one must stop the page from scrolling.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = svg.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * WHEEL_RATE);
      setView((current) => zoomView(current, fit, factor, pointAt(current, event.clientX - rect.left, event.clientY - rect.top, rect.width)));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [fit]);

  const zoom = (factor: number) => setView((current) => zoomView(current, fit, factor));

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  }

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const active = pointers.current;
    const before = active.get(event.pointerId);
    if (!before) return;
    const now = { x: event.clientX, y: event.clientY };
    const rect = event.currentTarget.getBoundingClientRect();
    const other = [...active.entries()].find(([id]) => id !== event.pointerId)?.[1];
    if (active.size === 1) {
      setView((current) => dragView(current, now.x - before.x, now.y - before.y, rect.width));
    } else if (other) {
      const apart = Math.hypot(before.x - other.x, before.y - other.y);
      const factor = apart > 0 ? Math.hypot(now.x - other.x, now.y - other.y) / apart : 1;
      const middle = { x: (now.x + other.x) / 2 - rect.left, y: (now.y + other.y) / 2 - rect.top };
      setView((current) => zoomView(current, fit, factor, pointAt(current, middle.x, middle.y, rect.width)));
    }
    active.set(event.pointerId, now);
  }

  function onPointerUp(event: PointerEvent<SVGSVGElement>) {
    pointers.current.delete(event.pointerId);
  }

  function onKeyDown(event: KeyboardEvent<SVGSVGElement>) {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => setView((current) => panView(current, -PAN_STEP, 0)),
      ArrowRight: () => setView((current) => panView(current, PAN_STEP, 0)),
      ArrowUp: () => setView((current) => panView(current, 0, PAN_STEP)),
      ArrowDown: () => setView((current) => panView(current, 0, -PAN_STEP)),
      '+': () => zoom(ZOOM_STEP),
      '=': () => zoom(ZOOM_STEP),
      '-': () => zoom(1 / ZOOM_STEP),
      _: () => zoom(1 / ZOOM_STEP),
      '0': () => setView(fit),
    };
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    move();
  }

  return {
    view,
    svgRef,
    zoomIn: () => zoom(ZOOM_STEP),
    zoomOut: () => zoom(1 / ZOOM_STEP),
    fitAll: () => setView(fit),
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown },
  };
}
