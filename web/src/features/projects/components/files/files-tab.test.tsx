import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { FakeXhr } from '@/testing/fake-xhr';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import {
  clientParty,
  clientViewer,
  engineerViewer,
  makeAssignedProject,
  makeFailingPreflight,
  makeFileVersion,
  makeProjectFiles,
  makeUploadLimits,
  sha256Of,
} from '../../testing/fixtures';
import type { FileVersion, Viewer } from '../../types';
import { FilesTab } from './files-tab';

const TOAST = { selector: '[data-testid="toast"] *' };

const clientUploader = { id: clientParty.id, username: clientParty.username, firstName: clientParty.firstName, lastName: clientParty.lastName, role: 'client' };

/** side-panel.dxf in two versions (v2 fails its preflight), a DXF that could not be checked, a waived one and a cut list. */
function makeFiles(): FileVersion[] {
  return [
    makeFileVersion({ id: 15, name: 'cuts.csv', sizeBytes: 2_400_000, uploadedAt: '2026-11-25T08:00:00Z', uploadedBy: clientUploader }),
    makeFileVersion({ id: 12, name: 'side-panel.dxf', version: 2, uploadedAt: '2026-11-24T10:15:30Z', preflight: makeFailingPreflight() }),
    makeFileVersion({ id: 11, name: 'side-panel.dxf', version: 1, uploadedAt: '2026-11-23T09:00:00Z' }),
    makeFileVersion({
      id: 13,
      name: 'back.dxf',
      uploadedAt: '2026-11-22T09:00:00Z',
      preflight: makeFailingPreflight({ status: 'error', message: 'The file is not a readable DXF', findings: [], errorCount: 0, warningCount: 0, extents: null }),
    }),
    makeFileVersion({ id: 14, name: 'top.dxf', uploadedAt: '2026-11-21T09:00:00Z', preflight: makeFailingPreflight(), preflightWaived: true }),
  ];
}

function renderTab(viewer: Viewer = clientViewer) {
  return renderWithRouter([{ path: '/project/:id', element: <FilesTab project={makeAssignedProject()} viewer={viewer} /> }], { initialEntries: ['/project/42'] });
}

const group = (name: string) => screen.getByRole('listitem', { name });
const filesCalls = (calls: Request[]) => calls.filter((request) => request.method === 'GET' && new URL(request.url).pathname === '/api/projects/42/files').length;

describe('Files tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => resetToasts());
  });

  it('groups the versions by name, newest first, with size, uploader, download link and hash', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles(makeFiles())) });
    renderTab();

    const list = await screen.findByRole('list', { name: 'Project files' });
    const groups = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(groups.map((item) => item.getAttribute('aria-label'))).toEqual(['cuts.csv', 'side-panel.dxf', 'back.dxf', 'top.dxf']);

    const side = group('side-panel.dxf');
    expect(within(side).getByText('v2')).toBeInTheDocument();
    expect(side).toHaveTextContent('47.1 KB · Uploaded by Ada Byron · Nov 24, 2026');
    expect(group('cuts.csv')).toHaveTextContent('2.3 MB · Uploaded by Jane Carver');
    const download = within(side).getByRole('link', { name: 'Download side-panel.dxf v2' });
    expect(download).toHaveAttribute('href', '/api/projects/42/files/12/download');
    expect(download).toHaveAttribute('download', 'side-panel.dxf');

    // The hash: shortened, the full value in the title, on demand and copied.
    const short = within(side).getByText(`${sha256Of(12).slice(0, 12)}…`);
    expect(short).toHaveAttribute('title', sha256Of(12));
    await user.click(within(side).getByRole('button', { name: 'Full SHA-256 of side-panel.dxf v2' }));
    expect(within(side).getByText(sha256Of(12))).toBeInTheDocument();

    // v1 waits behind 'Older versions'.
    expect(within(side).queryByText('v1')).not.toBeInTheDocument();
    await user.click(within(side).getByRole('button', { name: 'Older versions of side-panel.dxf (1)' }));
    const older = within(side).getByRole('list', { name: 'Older versions of side-panel.dxf' });
    expect(within(older).getByText('v1')).toBeInTheDocument();
    expect(within(older).getByRole('link', { name: 'Download side-panel.dxf v1' })).toHaveAttribute('href', '/api/projects/42/files/11/download');

    await user.click(within(side).getByRole('button', { name: 'Copy SHA-256 of side-panel.dxf v2' }));
    expect(await navigator.clipboard.readText()).toBe(sha256Of(12));
    expect(await screen.findByText('SHA-256 copied to clipboard', TOAST)).toBeInTheDocument();
  });

  it('shows the upload allowance and the formats of the plan', async () => {
    stubApi({ 'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles([])) });
    renderTab();
    expect(await screen.findByText('3 of 25 uploads used')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploads used' })).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByText(/Professional plan · files up to 100 MB/)).toBeInTheDocument();
    // Exactly the extensions the server takes on the plan, not the plans page's format names.
    const chips = within(screen.getByRole('list', { name: 'Formats on your plan' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(makeUploadLimits().extensions);
    expect(screen.queryByText('mozaik')).not.toBeInTheDocument();
    expect(screen.getByText('No files shared yet.')).toBeInTheDocument();
  });

  it('says unlimited, and points at the plans once the uploads are used up', async () => {
    stubApi({ 'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles([], { limits: makeUploadLimits({ used: 5, uploadsPerProject: 5, plan: 'starter' }), canUpload: false })) });
    const { unmount } = renderTab();
    expect(await screen.findByText('5 of 5 uploads used')).toBeInTheDocument();
    expect(screen.getByText('Upload limit reached')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/premium-plans');
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    unmount();

    stubApi({ 'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles([], { limits: makeUploadLimits({ used: 3, uploadsPerProject: -1 }) })) });
    renderTab();
    expect(await screen.findByText('3 uploads used (unlimited)')).toBeInTheDocument();
  });

  it('badges each DXF by its preflight and shows the report', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles(makeFiles())) });
    renderTab();
    await screen.findByRole('list', { name: 'Project files' });

    expect(within(group('side-panel.dxf')).getByText(/Failed · 2 errors, 1 warning/)).toBeInTheDocument();
    expect(within(group('back.dxf')).getByText(/Error · could not be checked/)).toBeInTheDocument();
    expect(within(group('top.dxf')).getByText(/Waived/)).toBeInTheDocument();
    expect(within(group('cuts.csv')).queryByText(/DXF preflight/)).not.toBeInTheDocument();
    await user.click(within(group('side-panel.dxf')).getByRole('button', { name: 'Older versions of side-panel.dxf (1)' }));
    expect(within(group('side-panel.dxf')).getByText(/Passed/)).toBeInTheDocument();

    const report = within(group('side-panel.dxf')).getByRole('button', { name: 'View preflight report of side-panel.dxf v2' });
    expect(report).toHaveAttribute('aria-expanded', 'false');
    await user.click(report);
    expect(report).toHaveAttribute('aria-expanded', 'true');
    const side = group('side-panel.dxf');
    expect(side).toHaveTextContent('millimeters ($INSUNITS 4)');
    expect(side).toHaveTextContent('0, 0 to 720, 600 · 720 × 600 mm (from the entities)');
    const layers = within(side).getAllByRole('list', { name: 'Layers' })[0]!;
    expect(within(layers).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['CUT3 Cut layer', 'NOTES2 + 1 in blocks']);
    const findings = within(side).getAllByRole('list', { name: 'Findings' })[0]!;
    const [open, , text] = within(findings).getAllByRole('listitem');
    expect(open).toHaveTextContent('Erroropen_contourOpen polyline on cut layer CUTLayer CUT · Handle 2F · At 10, 20');
    expect(text).toHaveTextContent('Warningtext_on_cut_layer');
    expect(text).toHaveTextContent('Block LABEL');
  });

  it("offers the client 'Waive preflight' on a failing DXF, after a warning", async () => {
    const user = userEvent.setup();
    let files = makeFiles();
    const waived: string[] = [];
    stubApi({
      'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles(files)),
      'POST /api/projects/42/files/12/waive-preflight': (request) => {
        waived.push(request.url);
        files = files.map((file) => (file.id === 12 ? { ...file, preflightWaived: true } : file));
        return jsonResponse(200, files.find((file) => file.id === 12));
      },
    });
    renderTab(clientViewer);
    await screen.findByRole('list', { name: 'Project files' });
    // Failing or unchecked: yes; waived or passed: no.
    expect(within(group('back.dxf')).getByRole('button', { name: 'Waive preflight of back.dxf v1' })).toBeInTheDocument();
    expect(within(group('top.dxf')).queryByRole('button', { name: /Waive/ })).not.toBeInTheDocument();

    await user.click(within(group('side-panel.dxf')).getByRole('button', { name: 'Waive preflight of side-panel.dxf v2' }));
    const dialog = screen.getByRole('dialog', { name: 'Waive the preflight of side-panel.dxf v2?' });
    expect(dialog).toHaveTextContent('found problems in this file (2 errors, 1 warning)');
    expect(dialog).toHaveTextContent('can ruin material');
    await user.click(within(dialog).getByRole('button', { name: 'Waive preflight' }));

    expect(await screen.findByText('Preflight Waived', TOAST)).toBeInTheDocument();
    expect(waived).toHaveLength(1);
    expect(await within(group('side-panel.dxf')).findByText(/Waived/)).toBeInTheDocument();
    expect(within(group('side-panel.dxf')).queryByRole('button', { name: /Waive preflight/ })).not.toBeInTheDocument();
  });

  it('shows the engineer no waiver', async () => {
    stubApi({ 'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles(makeFiles())) });
    renderTab(engineerViewer);
    await screen.findByRole('list', { name: 'Project files' });
    expect(within(group('side-panel.dxf')).getByText(/Failed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Waive/ })).not.toBeInTheDocument();
  });

  it("refuses an unknown format and a file over the plan's size before uploading anything", async () => {
    const user = userEvent.setup();
    FakeXhr.install();
    stubApi({ 'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles([], { limits: makeUploadLimits({ maxFileMb: 10 }) })) });
    renderTab();
    const input = await screen.findByLabelText('Choose files to upload');

    const big = new File(['x'], 'carcass.dwg');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, [new File(['hello'], 'notes.xyz'), big]);

    const refused = screen.getByRole('list', { name: 'Files not uploaded' });
    const [unknown, tooLarge] = within(refused).getAllByRole('listitem');
    expect(unknown).toHaveTextContent('Unknown Format: notes.xyz. .xyz files are not accepted on your plan.');
    expect(tooLarge).toHaveTextContent('File too large: carcass.dwg. The file is 11.0 MB; your Professional plan takes files up to 10 MB.');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('uploads the raw bytes with a progress bar, then lists the new version', async () => {
    const user = userEvent.setup();
    FakeXhr.install();
    let files: FileVersion[] = [];
    const { calls } = stubApi({ 'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles(files)) });
    renderTab();
    const input = await screen.findByLabelText('Choose files to upload');
    const file = new File(['0\nSECTION\n'], 'side panel.dxf');
    await user.upload(input, file);

    const xhr = FakeXhr.latest();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${window.location.origin}/api/projects/42/files?name=side%20panel.dxf`);
    expect(xhr.headers['Content-Type']).toBe('application/octet-stream');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body).toBe(file);

    const bar = screen.getByRole('progressbar', { name: 'Uploading side panel.dxf' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => xhr.progress(512, 1024));
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuetext', '50%');
    expect(screen.getByText('Uploading side panel.dxf… 50%')).toBeInTheDocument();

    const uploaded = makeFileVersion({ id: 20, name: 'side panel.dxf' });
    files = [uploaded];
    act(() => xhr.respond(201, uploaded));
    expect(await screen.findByText('File Uploaded', TOAST)).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'side panel.dxf' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /Uploading/ })).not.toBeInTheDocument();
    expect(filesCalls(calls)).toBe(2);
  });

  it("toasts 'Upload Failed' with the server's message, and links a plan limit to /premium-plans", async () => {
    const user = userEvent.setup();
    FakeXhr.install();
    stubApi({ 'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles([])) });
    renderTab();
    const input = await screen.findByLabelText('Choose files to upload');

    await user.upload(input, new File(['%PDF'], 'drawing.dxf'));
    act(() => FakeXhr.latest().respond(400, { message: 'Unknown Format: drawing.dxf is not a DXF drawing (its content does not match .dxf)' }));
    expect(await screen.findByText('Upload Failed', TOAST)).toBeInTheDocument();
    expect(screen.getByText('400: Unknown Format: drawing.dxf is not a DXF drawing (its content does not match .dxf)', TOAST)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View plans' })).not.toBeInTheDocument();

    const limit = 'Your Professional plan allows 25 uploads per project. Upgrade at /premium-plans for more uploads.';
    await user.upload(input, new File(['0\nSECTION\n'], 'door.dxf'));
    act(() => FakeXhr.latest().respond(403, { message: limit }));
    expect(await screen.findByText(`403: ${limit}`, TOAST)).toBeInTheDocument();
    expect(screen.getByText('Plan limit reached')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/premium-plans');
  });

  it('links a format of a higher plan to the plan that takes it, one click from /premium-plans', async () => {
    const user = userEvent.setup();
    FakeXhr.install();
    stubApi({ 'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles([])) });
    renderTab();
    await user.upload(await screen.findByLabelText('Choose files to upload'), new File(['0\nSECTION\n'], 'side.dxf'));
    const message =
      'Your Starter plan does not include .dxf files (it allows pdf, dwg). ' +
      'The Professional plan takes them: upgrade at /premium-plans.';
    const refusal = { message, code: 'forbidden', requiredPlan: 'professional', upgradeUrl: '/premium-plans' };
    act(() => FakeXhr.latest().respond(403, refusal));
    expect(await screen.findByText('Part of the Professional plan')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Professional' })).toHaveAttribute('href', '/premium-plans');
  });

  it('links a format refused before uploading to the plans, except on the top plan', async () => {
    const user = userEvent.setup();
    FakeXhr.install();
    const starter = makeUploadLimits({ plan: 'starter', extensions: ['pdf', 'dwg'], upgrades: { dxf: 'professional' } });
    stubApi({ 'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles([], { limits: starter })) });
    const { unmount } = renderTab();
    await user.upload(await screen.findByLabelText('Choose files to upload'), new File(['0\nSECTION\n'], 'side.dxf'));
    expect(screen.getByRole('list', { name: 'Files not uploaded' })).toHaveTextContent(
      'Unknown Format: side.dxf. .dxf files are not accepted on your plan. Accepted: pdf, dwg. The Professional plan takes them.',
    );
    expect(screen.getByRole('link', { name: 'Upgrade to Professional' })).toHaveAttribute('href', '/premium-plans');
    expect(FakeXhr.instances).toHaveLength(0);
    unmount();

    // A file of no format any plan takes names no plan: the plans to compare.
    stubApi({ 'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles([], { limits: starter })) });
    const other = renderTab();
    await user.upload(await screen.findByLabelText('Choose files to upload'), new File(['x'], 'virus.exe'));
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/premium-plans');
    other.unmount();

    const enterprise = makeUploadLimits({ plan: 'enterprise' });
    stubApi({ 'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles([], { limits: enterprise })) });
    renderTab();
    await user.upload(await screen.findByLabelText('Choose files to upload'), new File(['x'], 'virus.exe'));
    expect(screen.getByRole('list', { name: 'Files not uploaded' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Compare plans' })).not.toBeInTheDocument();
  });

  it('says in the page that a file identical to its latest version made no new version (no failure toast)', async () => {
    const user = userEvent.setup();
    FakeXhr.install();
    stubApi({ 'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles([])) });
    renderTab();
    await user.upload(await screen.findByLabelText('Choose files to upload'), new File(['0\nSECTION\n'], 'door.dxf'));
    act(() => FakeXhr.latest().respond(409, { message: 'This file is identical to version 2 of door.dxf' }));
    const refused = await screen.findByRole('list', { name: 'Files not uploaded' });
    expect(refused).toHaveTextContent('Unchanged: door.dxf. This file is identical to version 2 of door.dxf: no new version was made.');
    expect(screen.queryByText('Upload Failed', TOAST)).not.toBeInTheDocument();
  });

  it('cancels an upload in flight', async () => {
    const user = userEvent.setup();
    FakeXhr.install();
    stubApi({ 'GET /api/projects/42/files': () => jsonResponse(200, makeProjectFiles([])) });
    renderTab();
    await user.upload(await screen.findByLabelText('Choose files to upload'), new File(['0\nSECTION\n'], 'door.dxf'));
    await user.click(screen.getByRole('button', { name: 'Cancel upload of door.dxf' }));
    expect(FakeXhr.latest().aborted).toBe(true);
    expect(await screen.findByText('Upload Cancelled', TOAST)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /Uploading/ })).not.toBeInTheDocument();
  });

  it('tells a viewer who is not a participant that the files are private, and asks for nothing', async () => {
    const { calls } = stubApi({});
    renderTab({ ...engineerViewer, id: 98 });
    expect(screen.getByText(/Project files are visible only to the project's participants/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Project files' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
