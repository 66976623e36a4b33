import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { jsonResponse, renderWithStore, stubApi } from '@/testing/test-utils';

import { makeDrawingPreview, makeFileVersion, makePreflight } from '../../../testing/fixtures';
import type { DrawingPreview, PreflightFinding } from '../../../types';
import { FileList } from '../file-list';

const PREVIEW_PATH = 'GET /api/projects/42/files/12/preview';

/** The three-LINE panel's report: its open contour with the gap at its left edge, and a warning in a block. */
const openContour: PreflightFinding = {
  code: 'open_contour',
  severity: 'error',
  message: 'An open contour of 3 segments on the cut layer CUT starts at (0, 0) and ends at (0, 720)',
  layer: 'CUT',
  handle: '602',
  block: '',
  location: { x: 0, y: 720 },
  gaps: [{ from: { x: 0, y: 0 }, to: { x: 0, y: 720 }, distance: 720, almostClosed: false }],
};

function panel() {
  const preflight = makePreflight({ status: 'fail', message: 'Failed: 1 error', errorCount: 1, findings: [openContour] });
  return makeFileVersion({ id: 12, name: 'side-panel.dxf', preflight });
}

function renderList(preview: DrawingPreview = makeDrawingPreview()) {
  const api = stubApi({ [PREVIEW_PATH]: () => jsonResponse(200, preview) });
  renderWithStore(<FileList files={[panel()]} viewerIsClient={false} />);
  return api;
}

/** The view's centre and width in drawing units, from the SVG's viewBox (y flipped). */
function shownView(svg: Element) {
  const [x, y, width, height] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  return { cx: x + width / 2, cy: -(y + height / 2), span: width };
}

async function openDrawing() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Show drawing of side-panel.dxf v1' }));
  const svg = await screen.findByRole('group', { name: 'Drawing of side-panel.dxf v1' });
  return { user, svg };
}

describe('DrawingPreview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws every layer in its colour, the cut layer thicker, with the open contour gap marked', async () => {
    renderList();
    const { svg } = await openDrawing();
    const cut = svg.querySelector('path[data-layer="CUT"]');
    expect(cut).toHaveAttribute('stroke', '#ff0000');
    expect(cut).toHaveAttribute('stroke-width', '2.5');
    expect(svg.querySelector('path[data-layer="NOTES"]')).toHaveAttribute('stroke-width', '1');
    expect(within(svg).getByRole('img', { name: 'Gap of 720 from 0, 0 to 0, 720' })).toBeInTheDocument();
    // The whole panel at first.
    expect(shownView(svg)).toMatchObject({ cx: 280, cy: 360 });
  });

  it('hides and shows a layer with its toggle', async () => {
    renderList();
    const { user, svg } = await openDrawing();
    const layers = screen.getByRole('group', { name: 'Layers' });
    await user.click(within(layers).getByRole('checkbox', { name: /NOTES/ }));
    expect(svg.querySelector('path[data-layer="NOTES"]')).toBeNull();
    expect(svg.querySelector('path[data-layer="CUT"]')).not.toBeNull();
    await user.click(within(layers).getByRole('checkbox', { name: /NOTES/ }));
    expect(svg.querySelector('path[data-layer="NOTES"]')).not.toBeNull();
  });

  it('opens the drawing at a finding picked in the report, its gap across the view', async () => {
    const user = userEvent.setup();
    const { calls } = renderList();
    await user.click(screen.getByRole('button', { name: 'View preflight report of side-panel.dxf v1' }));
    await user.click(screen.getByRole('button', { name: 'Show open_contour on the drawing' }));
    const svg = await screen.findByRole('group', { name: 'Drawing of side-panel.dxf v1' });
    const view = shownView(svg);
    expect(view.cx).toBeCloseTo(0);
    expect(view.cy).toBeCloseTo(360);
    expect(view.span).toBeCloseTo((720 / 0.75) * 1.6); // the gap's height fits the view's
    expect(calls.filter((request) => request.url.endsWith('/preview'))).toHaveLength(1);
  });

  it('pans and zooms with the keyboard and the buttons, and 0 fits the drawing again', async () => {
    renderList();
    const { user, svg } = await openDrawing();
    const fit = shownView(svg);
    svg.focus();
    await user.keyboard('+');
    expect(shownView(svg).span).toBeCloseTo(fit.span / 1.25);
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(shownView(svg).cx).toBeGreaterThan(fit.cx);
    expect(shownView(svg).cy).toBeGreaterThan(fit.cy);
    await user.keyboard('0');
    expect(shownView(svg)).toEqual(fit);
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(shownView(svg).span).toBeCloseTo(fit.span * 1.25);
    await user.click(screen.getByRole('button', { name: 'Fit' }));
    expect(shownView(svg)).toEqual(fit);
  });

  it('says when a large drawing was simplified for the preview', async () => {
    renderList(makeDrawingPreview({ simplified: true, shownSegments: 180_000, totalSegments: 2_400_000 }));
    await openDrawing();
    expect(screen.getByText(/180,000 of 2,400,000 segments are drawn/)).toBeInTheDocument();
  });

  it('shows the message of a drawing that could not be read', async () => {
    renderList(makeDrawingPreview({ message: 'This is not a complete DXF file', box: null, layers: [] }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show drawing of side-panel.dxf v1' }));
    expect(await screen.findByText('The drawing could not be drawn: This is not a complete DXF file')).toBeInTheDocument();
  });
});
