import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { clientViewer, makeAssignedProject, makeCutListPreview, makeFileVersion, makeProjectFiles } from '../../testing/fixtures';
import { FilesTab } from './files-tab';

const cutList = makeFileVersion({ id: 15, name: 'kitchen-cut-list.csv' });

function stubCutList(answer: (params: URLSearchParams) => Response = () => jsonResponse(200, makeCutListPreview())) {
  const asked: URLSearchParams[] = [];
  stubApi({
    'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles([cutList])),
    'GET /api/projects/42/files/15/cut-list': (request) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      return answer(params);
    },
  });
  return asked;
}

async function openPreview(user = userEvent.setup()) {
  renderWithRouter([{ path: '/project/:id', element: <FilesTab project={makeAssignedProject()} viewer={clientViewer} /> }], { initialEntries: ['/project/42'] });
  await user.click(await screen.findByRole('button', { name: 'Preview cut list kitchen-cut-list.csv v1' }));
  const dialog = screen.getByRole('dialog', { name: 'Cut list: kitchen-cut-list.csv v1' });
  await within(dialog).findByRole('region', { name: 'Parts table' });
  return { dialog, user };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));

describe('Cut-list preview', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => resetToasts());
  });

  it('shows the parts, the totals per material, the problems by line and the sheet estimate', async () => {
    const asked = stubCutList();
    const { dialog } = await openPreview();

    expect(asked[0]?.toString()).toBe('sheetWidth=1220&sheetLength=2440&kerf=4');
    const parts = within(dialog).getByRole('region', { name: 'Parts table' });
    const headers = within(parts).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Part', 'Material', 'Thickness (mm)', 'Length (mm)', 'Width (mm)', 'Qty', 'Grain']);
    expect(rowsOf(parts).slice(1)).toEqual([
      ['Side line 2', 'Birch ply', '18', '720', '560', '2', 'Along length'],
      ['Shelf line 3', 'Birch ply', '18', '564', '540', '3', 'Any'],
      ['Back line 4', 'MDF', '6', '720', '600', '1', 'Any'],
    ]);
    expect(dialog).toHaveTextContent('Ignored columns: notes.');

    const totals = within(dialog).getByRole('region', { name: 'Totals per material' });
    expect(within(totals).getAllByRole('row').map((row) => row.textContent)).toEqual(['MaterialPartsArea', 'Birch ply51.72 m²', 'MDF10.43 m²', 'Total62.16 m²']);

    expect(within(dialog).getByRole('list', { name: 'Cut list problems' })).toHaveTextContent('Line 5: The quantity must be a whole number from 1 to 1000');

    expect(dialog).toHaveTextContent('A first-fit estimate with a 4 mm saw kerf (estimate: real nesting may need fewer or more sheets).');
    const estimate = within(dialog).getByRole('region', { name: 'Sheet estimate' });
    expect(rowsOf(estimate).slice(1, 3)).toEqual([
      ['Birch ply', '18', '5', '1', '1', '58 %'],
      ['MDF', '6', '1', '1', '1', '14 %'],
    ]);
    expect(within(estimate).getAllByRole('row').at(-1)).toHaveTextContent('Total sheets22');
    expect(within(dialog).getByRole('radio', { name: '2440 × 1220 mm' })).toBeChecked();
  });

  it('asks again for a chosen sheet size and for a custom one', async () => {
    const asked = stubCutList((params) =>
      jsonResponse(
        200,
        makeCutListPreview({
          estimate: {
            ...makeCutListPreview().estimate!,
            sheet: { lengthMm: Number(params.get('sheetLength')), widthMm: Number(params.get('sheetWidth')), kerfMm: 4 },
            sheets: params.get('sheetLength') === '2440' ? 2 : 3,
          },
        }),
      ),
    );
    const { dialog, user } = await openPreview();

    await user.click(within(dialog).getByRole('radio', { name: '2800 × 2070 mm' }));
    await vi.waitFor(() => expect(within(within(dialog).getByRole('region', { name: 'Sheet estimate' })).getAllByRole('row').at(-1)).toHaveTextContent('Total sheets32'));
    expect(asked.at(-1)?.toString()).toBe('sheetWidth=2070&sheetLength=2800&kerf=4');

    await user.click(within(dialog).getByRole('radio', { name: 'Custom' }));
    const custom = within(dialog).getByRole('form', { name: 'Custom sheet size' });
    const length = within(custom).getByLabelText('Sheet length (mm)');
    await user.clear(length);
    await user.click(within(custom).getByRole('button', { name: 'Apply size' }));
    expect(within(custom).getByText('Enter a size in millimetres.')).toBeInTheDocument();
    const calls = asked.length;

    await user.type(length, '2500');
    const width = within(custom).getByLabelText('Sheet width (mm)');
    await user.clear(width);
    await user.type(width, '1250');
    await user.click(within(custom).getByRole('button', { name: 'Apply size' }));
    await vi.waitFor(() => expect(asked.length).toBe(calls + 1));
    expect(asked.at(-1)?.toString()).toBe('sheetWidth=1250&sheetLength=2500&kerf=4');
  });

  it("says why a sheet size cannot be estimated and names parts that fit on no sheet", async () => {
    stubCutList((params) =>
      params.get('sheetLength') === '2440'
        ? jsonResponse(
            200,
            makeCutListPreview({
              estimate: {
                ...makeCutListPreview().estimate!,
                materials: [
                  {
                    ...makeCutListPreview().estimate!.materials[0]!,
                    doesNotFit: [{ line: 9, part: 'Tall side', lengthMm: 2600, widthMm: 600, quantity: 2, reason: 'Longer than the sheet' }],
                  },
                ],
              },
            }),
          )
        : jsonResponse(400, { message: 'The sheet is too small for the kerf' }),
    );
    const { dialog, user } = await openPreview();
    expect(within(dialog).getByRole('list', { name: 'Parts that do not fit' })).toHaveTextContent('Tall side (Birch ply, line 9, 2600 × 600 mm × 2): Longer than the sheet');

    await user.click(within(dialog).getByRole('radio', { name: '3050 × 1220 mm' }));
    expect(await within(dialog).findByText("We couldn't estimate this sheet size")).toBeInTheDocument();
    expect(within(dialog).getByText('400: The sheet is too small for the kerf')).toBeInTheDocument();
    // The parts stay.
    expect(within(dialog).getByRole('region', { name: 'Parts table' })).toBeInTheDocument();
  });

  it('says when the server could only approximate the count, and not otherwise', async () => {
    stubCutList((params) =>
      jsonResponse(200, makeCutListPreview({ estimate: { ...makeCutListPreview().estimate!, approximate: params.get('sheetLength') !== '2440' } })),
    );
    const { dialog, user } = await openPreview();
    expect(within(dialog).queryByText('An approximate count')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: '3050 × 1220 mm' }));
    expect(await within(dialog).findByText('An approximate count')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('the sheet count may be a little high');
  });
});
