/**
 * A project's files as the projects service shows them (docs: /work/briefs/deliverables-api.md): the stored versions
 * with their DXF preflight (services/projects/app/file_views.cpp), and what the caller may upload.
 */
import type { Nesting } from './nesting';

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

/** Where a contour is open: its two loose ends (drawing units) and how far apart they are. */
export interface PreflightGap {
  from: { x: number | null; y: number | null };
  to: { x: number | null; y: number | null };
  distance: number | null;
  /** Under the almost-closed tolerance: a snap the engineer missed. */
  almostClosed: boolean;
}

export interface PreflightFinding {
  /**
   * open_contour, zero_length, duplicate_entity, text_on_cut_layer, part_exceeds_sheet, branching_point,
   * overlapping_segments, self_intersecting_contour, ...
   */
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
  /** open_contour only (reports made before contours were chained have none). */
  gaps?: PreflightGap[];
}

/** A closed contour on a cut layer: a part (outer profile), or a hole or pocket inside one. */
export interface PreflightContour {
  layer: string;
  /** The block whose insert placed it; '' in the drawing itself. */
  block: string;
  handle: string;
  /** Its first point, drawing units. */
  location: { x: number | null; y: number | null };
  widthMm: number | null;
  heightMm: number | null;
  areaMm2: number | null;
  segments: number;
  /** Parts only: the holes and pockets inside it. */
  holes?: number;
  /** Holes only: the index of its part in parts, null when that part is not listed. */
  part?: number | null;
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
  /** The closed contours of the cut layers (absent from reports made before contours were chained). */
  parts?: PreflightContour[];
  holes?: PreflightContour[];
  partCount?: number;
  holeCount?: number;
  /** Every part nested per cut layer on the report's sheet (no layouts); absent without parts or in older reports. */
  nesting?: Nesting;
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
  /** Each accepted extension this plan does not take, with the cheapest plan that takes it ('dxf': 'professional'). */
  upgrades: Record<string, string>;
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
