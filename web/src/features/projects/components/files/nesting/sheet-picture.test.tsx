import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { jsonResponse, renderWithStore, stubApi } from '@/testing/test-utils';

import { makeCutListPreview, makeFileVersion, makePreflight } from '../../../testing/fixtures';
import type { Nesting } from '../../../types';
import { EstimateView } from '../cut-list/estimate-view';
import { PreflightReportView } from '../preflight-report';
import { sheetYield, type PicturePart } from '../../../utils/nesting';
import { SheetPicture } from './sheet-picture';
import { SheetPictures } from './sheet-pictures';

const parts: PicturePart[] = [
  { key: 'a', x: 0, y: 0, sizeX: 1220, sizeY: 610, label: 'Side' },
  { key: 'b', x: 0, y: 614, sizeX: 1220, sizeY: 606, label: 'Top' },
  { key: 'c', x: 1224, y: 0, sizeX: 20, sizeY: 20, label: 'A very long label for a tiny part' },
];

describe('SheetPicture', () => {
  it('draws the sheet as an image with a text summary, the parts labelled where they fit and the offcut shaded', () => {
    const { container } = render(<SheetPicture title="Birch ply, sheet 1 of 2" lengthMm={2440} widthMm={1220} parts={parts} />);
    const picture = screen.getByRole('img', { name: 'Birch ply, sheet 1 of 2: 3 parts on a 2440 × 1220 mm sheet, yield 50 %' });
    expect(picture).toHaveAttribute('viewBox', '0 0 2440 1220');
    const labels = Array.from(picture.querySelectorAll('text')).map((text) => text.textContent);
    expect(labels).toEqual(['Side', 'Top']);
    // The tiny part keeps its name as a tooltip.
    expect(Array.from(picture.querySelectorAll('g > title')).map((t) => t.textContent)).toContain('A very long label for a tiny part');
    const offcut = within(container).getByTestId('offcut');
    expect(offcut.getAttribute('fill')).toMatch(/^url\(#offcut-[\w-]+\)$/);
    expect(container.querySelector(`pattern#${offcut.getAttribute('fill')!.slice(5, -1)}`)).not.toBeNull();
    const legend = container.querySelector('figcaption')!;
    expect(legend).toHaveTextContent('Sheet 2440 × 1220 mm');
    expect(legend).toHaveTextContent('Yield 50 %');
    expect(legend).toHaveTextContent('Offcut');
  });

  it('turns a label along a tall, narrow part', () => {
    render(<SheetPicture title="CUT" lengthMm={2440} widthMm={1220} parts={[{ key: 'a', x: 0, y: 0, sizeX: 120, sizeY: 1200, label: 'Stile' }]} />);
    const text = screen.getByRole('img').querySelector('text')!;
    expect(text).toHaveTextContent('Stile');
    expect(text.getAttribute('transform')).toBe('rotate(-90 60 600)');
  });

  it('counts the yield over the sheet', () => {
    expect(sheetYield(2440, 1220, [{ key: 'a', x: 0, y: 0, sizeX: 2440, sizeY: 1220, label: '' }])).toBe(1);
    expect(sheetYield(0, 1220, parts)).toBe(0);
  });
});

describe('SheetPictures', () => {
  it('draws each drawn sheet per group and counts the rest', () => {
    render(<SheetPictures groups={[{ name: 'CUT_18MM', sheets: 60, layouts: [parts, parts.slice(0, 1)] }, { name: 'EMPTY', sheets: 0, layouts: [] }]} lengthMm={2440} widthMm={1220} />);
    const group = screen.getByRole('region', { name: 'Sheets of CUT_18MM' });
    expect(within(group).getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      'CUT_18MM, sheet 1 of 60: 3 parts on a 2440 × 1220 mm sheet, yield 50 %',
      'CUT_18MM, sheet 2 of 60: 1 part on a 2440 × 1220 mm sheet, yield 25 %',
    ]);
    expect(group).toHaveTextContent('58 more sheets are not drawn.');
    expect(screen.queryByRole('region', { name: 'Sheets of EMPTY' })).not.toBeInTheDocument();
  });
});

const nesting = (grain: boolean): Nesting => ({
  sheetWidthMm: 1220,
  sheetLengthMm: 2440,
  kerfMm: 4,
  grain,
  parts: 1,
  sheets: 1,
  lowerBound: 1,
  utilisation: 0.14,
  approximate: false,
  unfit: 0,
  groups: [
    {
      layer: 'CUT',
      parts: 1,
      sheets: 1,
      lowerBound: 1,
      utilisation: 0.14,
      approximate: false,
      unfit: 0,
      unfitParts: [],
      partsOmitted: 0,
      partSizes: [{ part: 0, widthMm: 560, heightMm: 720, quantity: 1 }],
      layouts: [{ parts: [{ part: 0, x: 0, y: 0, sizeX: 560, sizeY: 720, rotated: false }] }],
      layoutsOmitted: 0,
    },
  ],
});

describe("The preflight report's nesting", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('nests the drawing on the chosen sheet, with the grain when asked', async () => {
    const asked: string[] = [];
    stubApi({
      'GET /api/projects/42/files/12/nesting': (request) => {
        const params = new URL(request.url).searchParams;
        asked.push(params.toString());
        return jsonResponse(200, nesting(params.get('grain') === 'true'));
      },
    });
    const file = makeFileVersion();
    const report = makePreflight({ parts: [], partCount: 1, nesting: { ...nesting(false), groups: [] } });
    renderWithStore(<PreflightReportView report={report} file={file} />);
    const section = screen.getByRole('region', { name: 'Nesting' });
    expect(await within(section).findByRole('img', { name: 'CUT, sheet 1 of 1: 1 part on a 2440 × 1220 mm sheet, yield 14 %' })).toBeInTheDocument();
    expect(section).toHaveTextContent('1 part on 1 sheet (at least 1), 14 % yield');
    expect(within(section).getByRole('img').querySelector('text')).toHaveTextContent('560 × 720');
    await userEvent.setup().click(within(section).getByRole('checkbox', { name: /Keep the grain/ }));
    await within(section).findByRole('img');
    expect(asked).toEqual(['sheetWidth=1220&sheetLength=2440&kerf=4&grain=false', 'sheetWidth=1220&sheetLength=2440&kerf=4&grain=true']);
  });

  it('has no nesting section without a file or a nesting', () => {
    render(<PreflightReportView report={makePreflight()} />);
    expect(screen.queryByRole('region', { name: 'Nesting' })).not.toBeInTheDocument();
  });
});

describe("The cut list's estimate pictures", () => {
  it('draws the sheets the service laid out, the parts named as in the list', () => {
    const { cutList, estimate } = makeCutListPreview();
    const [ply, mdf] = estimate!.materials;
    const placed = {
      ...estimate!,
      materials: [
        { ...ply!, layouts: [{ parts: [{ row: 0, x: 0, y: 0, sizeX: 720, sizeY: 560, rotated: false }, { row: 1, x: 724, y: 0, sizeX: 564, sizeY: 540, rotated: false }] }] },
        { ...mdf!, layouts: [], layoutsOmitted: 0 },
      ],
    };
    render(<EstimateView estimate={placed} rows={cutList.rows} />);
    const picture = screen.getByRole('img', { name: /^Birch ply 18 mm, sheet 1 of 1: 2 parts on a 2440 × 1220 mm sheet, yield \d+ %$/ });
    expect(Array.from(picture.querySelectorAll('text')).map((text) => text.textContent)).toEqual(['Side', 'Shelf']);
    expect(screen.queryByRole('region', { name: /Sheets of MDF/ })).not.toBeInTheDocument();
  });
});
