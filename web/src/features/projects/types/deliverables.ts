/**
 * The project's deliverables as the projects service shows them (docs: /work/briefs/deliverables-api.md): file
 * versions with their DXF preflight and cut-list preview (services/projects/app/file_views.cpp), and the milestones'
 * review loop.
 */
import type { DisputeOutcome, MilestoneStage } from '@/lib/disputes';

export type { DisputeOutcome, MilestoneStage };

/** Who uploaded a version. */
export interface FileUploader {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  role: string;
}

export type PreflightStatus = 'pass' | 'fail' | 'error';
export type FindingSeverity = 'error' | 'warning';

export interface PreflightFinding {
  /** open_contour, zero_length, duplicate_entity, text_on_cut_layer, part_exceeds_sheet, ... */
  code: string;
  severity: FindingSeverity;
  message: string;
  layer: string;
  /** The entity's DXF handle (hex); '' when the file gives none. */
  handle: string;
  /** The block definition holding the entity; '' in the drawing itself. */
  block: string;
  /** Drawing units. */
  location: { x: number; y: number } | null;
}

export interface PreflightLayer {
  name: string;
  /** Entities in the drawing (model and paper space). */
  entities: number;
  /** Entities inside block definitions. */
  inBlocks: number;
  /** A layer the CNC cuts (its name holds CUT, PROFILE, OUTSIDE, ...). */
  cut: boolean;
}

/** Numbers the service could not make finite come as null. */
export interface PreflightReport {
  status: PreflightStatus;
  /** The error for status 'error'; a one-line summary otherwise. */
  message: string;
  units: { insunits: number | null; name: string; mmPerUnit: number | null };
  extents: { minX: number | null; minY: number | null; maxX: number | null; maxY: number | null; source: string } | null;
  layers: PreflightLayer[];
  entityCount: number;
  blockEntityCount: number;
  findings: PreflightFinding[];
  /** Findings past the listed ones (errorCount and warningCount count them all). */
  findingsOmitted: number;
  errorCount: number;
  warningCount: number;
  /** The sheet the parts were checked against. */
  sheet: { widthMm: number | null; lengthMm: number | null };
}

/** One stored version of a project file (GET /api/projects/{id}/files, POST answers). */
export interface FileVersion {
  id: number;
  projectId: number;
  name: string;
  version: number;
  /** The extension, lowercase. */
  format: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  uploadedBy: FileUploader;
  uploadedAt: string;
  /** Only for a .dxf; null when there is none. */
  preflight: PreflightReport | null;
  /** The client accepted a failing preflight. */
  preflightWaived: boolean;
  /** A .csv cut list: GET .../cut-list works. */
  cutListPreview: boolean;
  downloadUrl: string;
}

/** What the caller's plan lets them upload to the project. */
export interface UploadLimits {
  plan: string;
  /** -1: unlimited. */
  uploadsPerProject: number;
  /** The caller's uploads to this project so far. */
  used: number;
  /** -1: no limit of the plan's own (the gateway still takes at most 500 MB). */
  maxFileMb: number;
  /** The plan's formats, as the plans page names them. */
  formats: string[];
  /** The extensions an upload may have. */
  extensions: string[];
}

export interface ProjectFiles {
  /** Every version, newest upload first. */
  files: FileVersion[];
  limits: UploadLimits;
  canUpload: boolean;
}

/** The body of an upload: the file, and a listener for the share of it sent so far (0 to 1). */
export interface FileUpload {
  projectId: number;
  file: File;
  onProgress?: (sent: number) => void;
}

export interface CutListRow {
  /** Where the row starts in the file, from 1. */
  line: number;
  part: string;
  material: string;
  thicknessMm: number;
  /** Along the grain. */
  lengthMm: number;
  widthMm: number;
  quantity: number;
  /** The part's length must run along the sheet's length. */
  grain: boolean;
}

export interface CutListProblem {
  line: number;
  reason: string;
}

export interface MaterialTotal {
  material: string;
  parts: number;
  areaM2: number;
}

export interface CutList {
  /** The file as a whole could not be read; there are no rows then. */
  error: string | null;
  encoding: string;
  ignoredColumns: string[];
  /** The good rows. */
  rows: CutListRow[];
  /** One per bad row, in file order. */
  problems: CutListProblem[];
  totals: { parts: number; areaM2: number; materials: MaterialTotal[] };
}

export interface UnfitPart {
  line: number;
  part: string;
  lengthMm: number;
  widthMm: number;
  quantity: number;
  reason: string;
}

export interface MaterialEstimate {
  material: string;
  thicknessMm: number;
  /** Placed on sheets. */
  parts: number;
  partsAreaM2: number;
  sheets: number;
  /** No packing can use fewer: the parts' area over the sheet's, rounded up. */
  lowerBound: number;
  /** The parts' area over the sheets' area, 0 to 1. */
  utilisation: number;
  /** The estimate's work budget ran out: some parts were packed more roughly, the count may be a little high. */
  approximate: boolean;
  doesNotFit: UnfitPart[];
}

/** A first-fit decreasing estimate of the full sheets each material and thickness needs. */
export interface SheetEstimate {
  /** Too many parts to estimate; no materials then. */
  error: string | null;
  sheet: { lengthMm: number; widthMm: number; kerfMm: number };
  materials: MaterialEstimate[];
  sheets: number;
  lowerBound: number;
  /** Some material's count is approximate (a very large list: the server bounds the estimate's work). */
  approximate: boolean;
}

export interface CutListPreview {
  cutList: CutList;
  estimate: SheetEstimate | null;
}

/** A sheet as the estimate takes it: its grain runs along its length. */
export interface SheetSize {
  lengthMm: number;
  widthMm: number;
}

export interface CutListQuery {
  projectId: number;
  fileId: number;
  sheet: SheetSize;
  kerfMm: number;
}

export type MilestoneState = 'pending' | 'funded' | 'submitted' | 'changes_requested' | 'approved' | 'disputed' | 'resolved';

/** A file as a submission froze it. */
export interface SubmittedFile {
  id: number;
  name: string;
  version: number;
  sha256: string;
}

export interface Submission {
  revision: number;
  note: string;
  submittedAt: string;
  files: SubmittedFile[];
  changesRequested: { note: string; requestedAt: string } | null;
}

export interface MilestoneDispute {
  id: number;
  /** The user id of the participant who opened it. */
  openedBy: number;
  reason: string;
  openedAt: string;
  outcome: DisputeOutcome | null;
  engineerPercent: number | null;
  note: string | null;
  resolvedAt: string | null;
}

export interface Milestone {
  stage: MilestoneStage;
  position: number;
  title: string;
  state: MilestoneState;
  /** Change requests so far. */
  revisionsUsed: number;
  fundedAt: string | null;
  submittedAt: string | null;
  approvedAt: string | null;
  /** While submitted: when the stage approves itself. */
  autoApproveAt: string | null;
  submissions: Submission[];
  dispute: MilestoneDispute | null;
}

/** funded, submitted, changes_requested, approved, auto_approved, disputed, resolved, released, refunded, preflight_waived. */
export type TimelineKind = string;

export interface TimelineEntry {
  at: string;
  stage: MilestoneStage;
  kind: TimelineKind;
  actorId: number | null;
  text: string;
}

/** GET /api/projects/{id}/milestones, and the answer of every milestone action. */
export interface ProjectMilestones {
  projectId: number;
  maxRevisions: number;
  autoApproveDays: number;
  /** Always the three stages, in order. */
  milestones: Milestone[];
  /** Oldest first. */
  timeline: TimelineEntry[];
}

export interface StageRef {
  projectId: number;
  stage: MilestoneStage;
}

export interface SubmitDelivery extends StageRef {
  fileIds: number[];
  note: string;
}

export interface StageNote extends StageRef {
  note: string;
}

export interface StageDispute extends StageRef {
  reason: string;
}
