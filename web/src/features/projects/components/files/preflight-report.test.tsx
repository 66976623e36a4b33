import { render, screen, within } from '@testing-library/react';

import { makeFailingPreflight, makePreflight } from '../../testing/fixtures';
import { PreflightReportView } from './preflight-report';

describe('PreflightReportView: contours chained from the cut layers', () => {
  it("shows the three-LINE panel's open contour with its gap", () => {
    const report = makePreflight({
      status: 'fail',
      message: 'Failed: 1 error',
      errorCount: 1,
      parts: [],
      holes: [],
      partCount: 0,
      holeCount: 0,
      findings: [
        {
          code: 'open_contour',
          severity: 'error',
          message: 'An open contour of 3 segments on the cut layer CUT starts at (0, 0) and ends at (0, 720), 720 apart: a cut contour must be closed',
          layer: 'CUT',
          handle: '602',
          block: '',
          location: { x: 0, y: 720 },
          gaps: [{ from: { x: 0, y: 0 }, to: { x: 0, y: 720 }, distance: 720, almostClosed: false }],
        },
      ],
    });
    render(<PreflightReportView report={report} />);
    const gaps = screen.getByRole('list', { name: 'Gaps' });
    expect(within(gaps).getByText('Gap: 720 from 0, 0 to 0, 720')).toBeInTheDocument();
    expect(within(gaps).queryByText('Almost closed')).not.toBeInTheDocument();
    expect(screen.getByText('No closed contour on the cut layers.')).toBeInTheDocument();
  });

  it('marks an almost-closed gap as a missed snap', () => {
    const report = makeFailingPreflight({
      findings: [
        {
          code: 'open_contour',
          severity: 'error',
          message: 'An open contour of 4 segments ... it is almost closed',
          layer: 'CUT',
          handle: '603',
          block: '',
          location: { x: 0.3, y: 0 },
          gaps: [{ from: { x: 0, y: 0 }, to: { x: 0.3, y: 0 }, distance: 0.3, almostClosed: true }],
        },
      ],
    });
    render(<PreflightReportView report={report} />);
    const gaps = screen.getByRole('list', { name: 'Gaps' });
    expect(within(gaps).getByText('Almost closed')).toBeInTheDocument();
    expect(within(gaps).getByText('Almost closed: a gap of 0.3 at 0, 0 (a snap was missed)')).toBeInTheDocument();
  });

  it('lists the parts with their size, layer and holes, and counts those not listed', () => {
    const part = {
      layer: 'CUT',
      block: '',
      handle: '600',
      location: { x: 0, y: 0 },
      widthMm: 560,
      heightMm: 720,
      areaMm2: 403200,
      segments: 4,
    };
    const report = makePreflight({
      parts: [
        { ...part, holes: 2 },
        { ...part, handle: '700', widthMm: 300, heightMm: 150, holes: 0, block: 'SHELF' },
      ],
      holes: [],
      partCount: 3,
      holeCount: 2,
    });
    render(<PreflightReportView report={report} />);
    expect(screen.getByText('3 parts, 2 holes and pockets')).toBeInTheDocument();
    const parts = screen.getByRole('list', { name: 'Parts' });
    const [first, second] = within(parts).getAllByRole('listitem');
    expect(first).toHaveTextContent('560 × 720 mm · layer CUT · 2 holes');
    expect(second).toHaveTextContent('300 × 150 mm · layer CUT · block SHELF');
    expect(screen.getByText('1 more parts are not listed.')).toBeInTheDocument();
  });

  it('shows a report made before contours were chained as it always did', () => {
    render(<PreflightReportView report={makeFailingPreflight()} />);
    expect(screen.queryByRole('heading', { name: 'Parts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Gaps' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
  });
});
