/**
 * A drawing's parts nested on sheets per cut layer (GET /api/projects/{id}/files/{fileId}/nesting, and the preflight
 * report's `nesting` without layouts). x runs along the sheet's length, y along its width.
 */
export interface NestingPlacement {
  /** Index into the group's partSizes. */
  part: number;
  x: number;
  y: number;
  sizeX: number;
  sizeY: number;
  /** The part's X extent runs across the sheet. */
  rotated: boolean;
}

export interface NestingPartSize {
  part: number;
  /** Along the drawing's X axis. */
  widthMm: number | null;
  /** Along the drawing's Y axis. */
  heightMm: number | null;
  quantity: number;
}

export interface NestingUnfitPart {
  part: number;
  quantity: number;
  reason: string;
}

/** One cut layer: one material and thickness. */
export interface NestingGroup {
  layer: string;
  parts: number;
  sheets: number;
  lowerBound: number;
  utilisation: number | null;
  approximate: boolean;
  unfit: number;
  unfitParts: NestingUnfitPart[];
  partsOmitted: number;
  partSizes: NestingPartSize[];
  /** The route only: one per sheet, the first 50. */
  layouts?: Array<{ parts: NestingPlacement[] }>;
  layoutsOmitted?: number;
}

export interface Nesting {
  sheetWidthMm: number;
  sheetLengthMm: number;
  kerfMm: number;
  grain: boolean;
  /** Placed on sheets, all groups. */
  parts: number;
  sheets: number;
  lowerBound: number;
  utilisation: number | null;
  approximate: boolean;
  /** Parts that fit on no sheet of this size. */
  unfit: number;
  groups: NestingGroup[];
}

export interface NestingQuery {
  projectId: number;
  fileId: number;
  sheet: { lengthMm: number; widthMm: number };
  kerfMm: number;
  grain: boolean;
}
