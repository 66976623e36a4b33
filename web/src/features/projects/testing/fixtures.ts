import type {
  Bid,
  CutListPreview,
  DrawingPreview,
  FileVersion,
  Milestone,
  MilestoneStage,
  MyProject,
  Party,
  PreflightReport,
  Project,
  ProjectFiles,
  ProjectMilestones,
  Submission,
  UploadLimits,
  Viewer,
} from '../types';

/** Builders for the projects API's objects in component tests. */

export const clientParty: Party = { id: 7, username: 'jcarver', firstName: 'Jane', lastName: 'Carver' };
export const engineerParty: Party = { id: 12, username: 'ada', firstName: 'Ada', lastName: 'Byron', isVerified: true };

export const clientViewer: Viewer = { id: 7, username: 'jcarver', firstName: 'Jane', lastName: 'Carver', role: 'client' };
export const engineerViewer: Viewer = { id: 12, username: 'ada', firstName: 'Ada', lastName: 'Byron', role: 'engineer' };

export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 42,
    title: 'Shaker kitchen with island',
    description: 'Twenty-four frameless cabinets, CNC files for a nested-based router.',
    cabinetType: 'Kitchen Cabinets',
    budgetRange: '$2,500 - $5,000',
    timeline: '2-4 weeks',
    materialType: 'Plywood',
    deliverables: ['CNC Files (DXF)', 'Cut Lists'],
    status: 'posted',
    clientId: clientParty.id,
    assignedEngineerId: null,
    finalAmount: null,
    createdAt: '2025-03-04T10:00:00Z',
    updatedAt: '2025-03-04T10:00:00Z',
    completedAt: null,
    client: clientParty,
    assignedEngineer: null,
    bidCount: 0,
    ...overrides,
  };
}

export function makeBid(overrides: Partial<Bid> = {}): Bid {
  return {
    id: 5,
    projectId: 42,
    engineerId: engineerParty.id,
    engineer: engineerParty,
    amount: '3200.00',
    proposal: 'Cabinet Vision model, cut lists and DXF nests.',
    timeline: '3 weeks',
    status: 'pending',
    createdAt: '2025-03-05T10:00:00Z',
    ...overrides,
  };
}

export function makeMyProject(overrides: Partial<MyProject> = {}): MyProject {
  return { ...makeProject(), bids: [], ...overrides };
}

/** An in-progress project with Ada Byron (12) as its engineer. */
export function makeAssignedProject(overrides: Partial<Project> = {}): Project {
  return makeProject({ status: 'in_progress', assignedEngineerId: engineerParty.id, assignedEngineer: engineerParty, finalAmount: '2500.00', bidCount: 1, ...overrides });
}

const HEX = '0123456789abcdef';

/** A SHA-256 made of one repeated digit pattern per seed, e.g. seed 1: '1a1a…'. */
export function sha256Of(seed: number): string {
  return Array.from({ length: 64 }, (_, index) => HEX[(seed + index) % 16]).join('');
}

export function makePreflight(overrides: Partial<PreflightReport> = {}): PreflightReport {
  return {
    status: 'pass',
    message: 'No problems found',
    units: { insunits: 4, name: 'millimeters', mmPerUnit: 1 },
    extents: { minX: 0, minY: 0, maxX: 720, maxY: 600, source: 'entities' },
    layers: [
      { name: 'CUT', entities: 3, inBlocks: 0, cut: true },
      { name: 'NOTES', entities: 2, inBlocks: 1, cut: false },
    ],
    entityCount: 5,
    blockEntityCount: 1,
    findings: [],
    findingsOmitted: 0,
    errorCount: 0,
    warningCount: 0,
    sheet: { widthMm: 1220, lengthMm: 2440 },
    ...overrides,
  };
}

/** A failing report: an open contour and a duplicate on CUT, and text on the cut layer. */
export function makeFailingPreflight(overrides: Partial<PreflightReport> = {}): PreflightReport {
  return makePreflight({
    status: 'fail',
    message: '2 errors, 1 warning',
    findings: [
      { code: 'open_contour', severity: 'error', message: 'Open polyline on cut layer CUT', layer: 'CUT', handle: '2F', block: '', location: { x: 10, y: 20 } },
      { code: 'duplicate_entity', severity: 'error', message: 'Duplicate line on CUT', layer: 'CUT', handle: '30', block: '', location: null },
      { code: 'text_on_cut_layer', severity: 'warning', message: 'Text on cut layer CUT', layer: 'CUT', handle: '31', block: 'LABEL', location: { x: 5, y: 5 } },
    ],
    errorCount: 2,
    warningCount: 1,
    ...overrides,
  });
}

/** The three-LINE side panel drawn (560 x 720, its left edge missing) with a note on NOTES. */
export function makeDrawingPreview(overrides: Partial<DrawingPreview> = {}): DrawingPreview {
  return {
    message: '',
    box: { minX: 0, minY: 0, maxX: 560, maxY: 720 },
    units: { insunits: 4, name: 'millimeters', mmPerUnit: 1 },
    layers: [
      { name: 'CUT', color: '#ff0000', cut: true, d: 'M0 0L560 0 M560 0L560 720 M560 720L0 720', segments: 3 },
      { name: 'NOTES', color: '#1f2937', cut: false, d: 'M100 100L200 100', segments: 1 },
    ],
    blocks: [],
    simplified: false,
    shownSegments: 4,
    totalSegments: 4,
    ...overrides,
  };
}

export function makeFileVersion(overrides: Partial<FileVersion> = {}): FileVersion {
  const id = overrides.id ?? 12;
  const name = overrides.name ?? 'side-panel.dxf';
  const format = overrides.format ?? name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return {
    id,
    projectId: 42,
    name,
    version: 1,
    format,
    contentType: 'application/octet-stream',
    sizeBytes: 48_213,
    sha256: sha256Of(id),
    uploadedBy: { id: engineerParty.id, username: engineerParty.username, firstName: engineerParty.firstName, lastName: engineerParty.lastName, role: 'engineer' },
    uploadedAt: '2026-11-24T10:15:30.123Z',
    preflight: format === 'dxf' ? makePreflight() : null,
    preflightWaived: false,
    cutListPreview: format === 'csv',
    downloadUrl: `/api/projects/42/files/${id}/download`,
    ...overrides,
  };
}

export function makeUploadLimits(overrides: Partial<UploadLimits> = {}): UploadLimits {
  return {
    plan: 'professional',
    uploadsPerProject: 25,
    used: 3,
    maxFileMb: 100,
    formats: ['dwg', 'pdf', 'jpg', 'png', 'dxf', 'step', 'iges', 'mozaik', 'cv', 'kcd', 'brd', 'ecw', 'hkp'],
    extensions: ['pdf', 'dwg', 'dxf', 'jpg', 'jpeg', 'png', 'step', 'stp', 'iges', 'igs', 'mzp', 'mz3', 'mzd', 'cv', 'cvx', 'cvp', 'cvs', 'csv'],
    upgrades: { skp: 'enterprise', fbx: 'enterprise', rvt: 'enterprise' },
    ...overrides,
  };
}

export function makeProjectFiles(files: FileVersion[], overrides: Partial<ProjectFiles> = {}): ProjectFiles {
  return { files, limits: makeUploadLimits(), canUpload: true, ...overrides };
}

export function makeCutListPreview(overrides: Partial<CutListPreview> = {}): CutListPreview {
  return {
    cutList: {
      error: null,
      encoding: 'utf-8',
      units: 'mm',
      warnings: [],
      ignoredColumns: ['notes'],
      rows: [
        { line: 2, part: 'Side', material: 'Birch ply', thicknessMm: 18, lengthMm: 720, widthMm: 560, quantity: 2, grain: true },
        { line: 3, part: 'Shelf', material: 'Birch ply', thicknessMm: 18, lengthMm: 564, widthMm: 540, quantity: 3, grain: false },
        { line: 4, part: 'Back', material: 'MDF', thicknessMm: 6, lengthMm: 720, widthMm: 600, quantity: 1, grain: false },
      ],
      problems: [{ line: 5, reason: 'The quantity must be a whole number from 1 to 1000' }],
      totals: {
        parts: 6,
        areaM2: 2.16,
        materials: [
          { material: 'Birch ply', parts: 5, areaM2: 1.72 },
          { material: 'MDF', parts: 1, areaM2: 0.43 },
        ],
      },
    },
    estimate: {
      error: null,
      sheet: { lengthMm: 2440, widthMm: 1220, kerfMm: 4 },
      materials: [
        { material: 'Birch ply', thicknessMm: 18, parts: 5, partsAreaM2: 1.72, sheets: 1, lowerBound: 1, utilisation: 0.58, approximate: false, doesNotFit: [] },
        { material: 'MDF', thicknessMm: 6, parts: 1, partsAreaM2: 0.43, sheets: 1, lowerBound: 1, utilisation: 0.14, approximate: false, doesNotFit: [] },
      ],
      sheets: 2,
      lowerBound: 2,
      approximate: false,
    },
    ...overrides,
  };
}

export function makeMilestone(stage: MilestoneStage, overrides: Partial<Milestone> = {}): Milestone {
  const position = ['down_payment', 'milestone', 'final_payment'].indexOf(stage) + 1;
  return {
    stage,
    position,
    state: 'pending',
    revisionsUsed: 0,
    fundedAt: null,
    paidDirectly: false,
    submittedAt: null,
    approvedAt: null,
    autoApproveAt: null,
    submissions: [],
    dispute: null,
    ...overrides,
  };
}

export function makeSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    revision: 1,
    note: 'Carcass drawings and the cut list.',
    submittedAt: '2026-11-24T10:15:30.123Z',
    files: [{ id: 12, name: 'side-panel.dxf', version: 2, sha256: sha256Of(12) }],
    changesRequested: null,
    ...overrides,
  };
}

/** GET /api/projects/42/milestones: the stages in order, the given ones replacing the pending defaults. */
export function makeMilestones(stages: Partial<Record<MilestoneStage, Partial<Milestone>>> = {}, overrides: Partial<ProjectMilestones> = {}): ProjectMilestones {
  return {
    projectId: 42,
    maxRevisions: 3,
    autoApproveDays: 7,
    milestones: (['down_payment', 'milestone', 'final_payment'] as const).map((stage) => makeMilestone(stage, stages[stage])),
    timeline: [],
    ...overrides,
  };
}
