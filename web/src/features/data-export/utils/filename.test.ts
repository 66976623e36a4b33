// @vitest-environment node
import { exportFilename } from './filename';

describe('exportFilename', () => {
  it("reads the server's filename, quoted or bare", () => {
    expect(exportFilename('attachment; filename="cabinetworks-bids-2026-11-27.csv"', 'bids')).toBe('cabinetworks-bids-2026-11-27.csv');
    expect(exportFilename('attachment; filename=projects.csv', 'projects')).toBe('projects.csv');
    expect(exportFilename(`attachment; filename="a.csv"; filename*=UTF-8''caf%C3%A9.csv`, 'projects')).toBe('café.csv');
  });

  it('falls back to a generic name and never keeps a directory', () => {
    expect(exportFilename(null, 'projects')).toBe('cabinetworks-projects.csv');
    expect(exportFilename('attachment', 'bids')).toBe('cabinetworks-bids.csv');
    expect(exportFilename('attachment; filename="../../etc/x.csv"', 'bids')).toBe('x.csv');
  });
});
