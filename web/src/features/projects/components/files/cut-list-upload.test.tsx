import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { FakeXhr } from '@/testing/fake-xhr';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { clientViewer, makeAssignedProject, makeCutListPreview, makeFileVersion, makeProjectFiles } from '../../testing/fixtures';
import { FilesTab } from './files-tab';

const TOAST = { selector: '[data-testid="toast"] *' };

function renderTab() {
  return renderWithRouter([{ path: '/project/:id', element: <FilesTab project={makeAssignedProject()} viewer={clientViewer} /> }], { initialEntries: ['/project/42'] });
}

describe('Cut lists in the Files tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => resetToasts());
  });

  it('links the cut-list template next to the upload', async () => {
    stubApi({ 'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles([])) });
    renderTab();
    const zone = await screen.findByTestId('file-drop-zone');
    const link = within(zone).getByRole('link', { name: 'Download the cut-list template' });
    expect(link).toHaveAttribute('href', '/templates/cut-list-template.csv');
    expect(link).toHaveAttribute('download', 'cut-list-template.csv');
  });

  it('keeps the line and the reason of a refused cut list in the page, with the template', async () => {
    const user = userEvent.setup();
    FakeXhr.install();
    stubApi({ 'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles([])) });
    renderTab();
    await user.upload(await screen.findByLabelText('Choose files to upload'), new File(['a,b\n1,2\n'], 'cuts.csv'));
    const message = 'This cut list cannot be read. Line 1 is not a cut-list header: a header names the columns, e.g. part';
    act(() => FakeXhr.latest().respond(400, { message, code: 'unreadable_cut_list' }));
    expect(await screen.findByText('Upload Failed', TOAST)).toBeInTheDocument();
    const refused = await screen.findByRole('list', { name: 'Files not uploaded' });
    expect(refused).toHaveTextContent(`Cut list not readable: cuts.csv. ${message}`);
    const alert = refused.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Download the cut-list template' })).toBeInTheDocument();
  });

  it('shows the warnings of the preview and the unit the sizes were written in', async () => {
    const preview = makeCutListPreview();
    const inches = {
      ...preview,
      cutList: {
        ...preview.cutList,
        units: 'in',
        warnings: ['No unit is given and the longest side is 30, too short for millimetres: the sizes are read as inches.'],
      },
    };
    stubApi({
      'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles([makeFileVersion({ id: 15, name: 'cuts.csv' })])),
      'GET /api/projects/42/files/15/cut-list': () => jsonResponse(200, inches),
    });
    renderTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Preview cut list cuts.csv v1' }));
    const dialog = screen.getByRole('dialog', { name: 'Cut list: cuts.csv v1' });
    const warnings = await within(dialog).findByRole('list', { name: 'Cut list warnings' });
    expect(warnings).toHaveTextContent('the sizes are read as inches');
    expect(dialog).toHaveTextContent('Sizes written in inches, shown here in millimetres.');
  });

  it('says nothing about units or warnings for a plain millimetre list', async () => {
    stubApi({
      'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles([makeFileVersion({ id: 15, name: 'cuts.csv' })])),
      'GET /api/projects/42/files/15/cut-list': () => jsonResponse(200, makeCutListPreview()),
    });
    renderTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Preview cut list cuts.csv v1' }));
    const dialog = screen.getByRole('dialog', { name: 'Cut list: cuts.csv v1' });
    await within(dialog).findByRole('region', { name: 'Parts table' });
    expect(within(dialog).queryByRole('list', { name: 'Cut list warnings' })).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Sizes written in');
  });
});
