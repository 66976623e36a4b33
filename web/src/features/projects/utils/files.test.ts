// @vitest-environment node
import { makeFailingPreflight, makeFileVersion, makePreflight, makeUploadLimits } from '../testing/fixtures';
import {
  canWaivePreflight,
  deliveryCheckLine,
  fileExtension,
  findingCounts,
  formatFileSize,
  groupFileVersions,
  latestVersions,
  preflightVerdict,
  uploadPlanLimit,
  uploadRefusal,
  uploadsExhausted,
  uploadsUsedLabel,
} from './files';

describe('project files', () => {
  it('formats sizes in binary units', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(48_213)).toBe('47.1 KB');
    expect(formatFileSize(12 * 1024 * 1024 + 400_000)).toBe('12.4 MB');
  });

  it('reads the extension of a name', () => {
    expect(fileExtension('Side Panel.DXF')).toBe('dxf');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('dot.')).toBe('');
  });

  it('groups versions by name, newest version first, the most recently uploaded group first', () => {
    const files = [
      makeFileVersion({ id: 3, name: 'b.pdf', version: 1, uploadedAt: '2026-11-25T00:00:00Z' }),
      makeFileVersion({ id: 2, name: 'a.dxf', version: 2, uploadedAt: '2026-11-24T00:00:00Z' }),
      makeFileVersion({ id: 1, name: 'a.dxf', version: 1, uploadedAt: '2026-11-23T00:00:00Z' }),
    ];
    const groups = groupFileVersions([...files].reverse());
    expect(groups.map((group) => [group.name, group.latest.version, group.older.map((file) => file.version)])).toEqual([
      ['b.pdf', 1, []],
      ['a.dxf', 2, [1]],
    ]);
    expect(latestVersions(files).map((file) => file.id)).toEqual([3, 2]);
  });

  it('counts the uploads against the plan', () => {
    expect(uploadsUsedLabel({ used: 3, uploadsPerProject: 25 })).toBe('3 of 25 uploads used');
    expect(uploadsUsedLabel({ used: 1, uploadsPerProject: -1 })).toBe('1 upload used (unlimited)');
    expect(uploadsExhausted({ used: 5, uploadsPerProject: 5 })).toBe(true);
    expect(uploadsExhausted({ used: 500, uploadsPerProject: -1 })).toBe(false);
  });

  it('refuses an unknown extension or a file over the size limit before uploading', () => {
    const limits = makeUploadLimits({ maxFileMb: 10, plan: 'starter' });
    expect(uploadRefusal({ name: 'notes.xyz', size: 10 }, limits)).toEqual({
      kind: 'format',
      message: expect.stringContaining('.xyz files are not accepted') as string,
      requiredPlan: null,
    });
    // A format another plan takes names that plan (the server's upgrades of the member's plan).
    expect(uploadRefusal({ name: 'chair.skp', size: 10 }, limits)).toEqual({
      kind: 'format',
      message: expect.stringMatching(/^\.skp files are not accepted on your plan\. Accepted: .*\. The Enterprise plan takes them\.$/) as string,
      requiredPlan: 'enterprise',
    });
    expect(uploadRefusal({ name: 'Makefile', size: 10 }, limits)?.kind).toBe('format');
    expect(uploadRefusal({ name: 'SIDE.DXF', size: 10 * 1024 * 1024 }, limits)).toBeNull();
    expect(uploadRefusal({ name: 'side.dxf', size: 10 * 1024 * 1024 + 1 }, limits)).toEqual({
      kind: 'size',
      message: 'The file is 10.0 MB; your Starter plan takes files up to 10 MB.',
    });
    expect(uploadRefusal({ name: 'huge.dwg', size: 400 * 1024 * 1024 }, makeUploadLimits({ maxFileMb: -1 }))).toBeNull();
  });

  it('reads the plan a refused upload needs, and keeps the upgrade link inside the site', () => {
    const message = 'Your Starter plan does not include .dxf files (it allows pdf). The Professional plan takes them.';
    const data = { message, code: 'forbidden', requiredPlan: 'professional', upgradeUrl: '/premium-plans' };
    const named = { message, requiredPlan: 'professional', upgradeUrl: '/premium-plans' };
    expect(uploadPlanLimit({ status: 403, data })).toEqual(named);
    const elsewhere = { ...data, upgradeUrl: 'https://evil.example/' };
    expect(uploadPlanLimit({ status: 403, data: elsewhere })?.upgradeUrl).toBe('/premium-plans');
    const limit = 'Your Starter plan allows 5 uploads per project. Upgrade at /premium-plans for more uploads.';
    const counted = { message: limit, requiredPlan: null, upgradeUrl: '/premium-plans' };
    expect(uploadPlanLimit({ status: 403, data: { message: limit } })).toEqual(counted);
    const notParticipant = { message: "Only the project's client and its engineer can add files to it" };
    expect(uploadPlanLimit({ status: 403, data: notParticipant })).toBeNull();
    expect(uploadPlanLimit({ status: 400, data })).toBeNull();
  });

  it("says per DXF what the final delivery's check found", () => {
    const nesting = { sheetWidthMm: 1220, sheetLengthMm: 2440, kerfMm: 4, grain: false, parts: 3, sheets: 1 };
    const nested = { ...nesting, lowerBound: 1, utilisation: 0.3, approximate: false, unfit: 1, groups: [] };
    expect(deliveryCheckLine(makeFileVersion({ preflight: makePreflight({ partCount: 3, nesting: nested }) }))).toBe(
      'Preflight passed · 3 parts found · 1 sheet of 1220 × 2440 needed · 1 part fit no sheet',
    );
    const waived = makeFileVersion({ preflight: makeFailingPreflight(), preflightWaived: true });
    expect(deliveryCheckLine(waived)).toBe('Preflight waived (1 open contour)');
    const unread = makeFileVersion({ preflight: makePreflight({ status: 'error', partCount: 0 }) });
    expect(deliveryCheckLine(unread)).toBe('Preflight could not read the file');
    expect(deliveryCheckLine(makeFileVersion({ preflight: null }))).toBe('Not checked');
    expect(deliveryCheckLine(makeFileVersion({ name: 'plan.pdf' }))).toBeNull();
  });

  it('reads the preflight verdict and who may waive it', () => {
    expect(preflightVerdict({ preflight: makePreflight(), preflightWaived: false })).toBe('passed');
    expect(preflightVerdict({ preflight: makeFailingPreflight(), preflightWaived: false })).toBe('failed');
    expect(preflightVerdict({ preflight: makeFailingPreflight({ status: 'error' }), preflightWaived: false })).toBe('error');
    expect(preflightVerdict({ preflight: makeFailingPreflight(), preflightWaived: true })).toBe('waived');
    expect(preflightVerdict({ preflight: null, preflightWaived: false })).toBe('unchecked');
    expect(canWaivePreflight(makeFileVersion({ preflight: makeFailingPreflight() }))).toBe(true);
    expect(canWaivePreflight(makeFileVersion({ preflight: makeFailingPreflight(), preflightWaived: true }))).toBe(false);
    expect(canWaivePreflight(makeFileVersion({ preflight: makePreflight() }))).toBe(false);
    expect(findingCounts({ errorCount: 1, warningCount: 2 })).toBe('1 error, 2 warnings');
    expect(findingCounts({ errorCount: 0, warningCount: 0 })).toBe('');
  });
});
