/** A CSV cut list's preview as the projects service reads it: its rows, totals and problems, and a sheet estimate. */
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
  /** The first 50 sheets' layouts (x along the sheet's length; row indexes the cut list's rows). */
  layouts?: Array<{ parts: CutListPlacement[] }>;
  /** Sheets past the drawn ones. */
  layoutsOmitted?: number;
}

export interface CutListPlacement {
  /** Index into the cut list's rows. */
  row: number;
  x: number;
  y: number;
  sizeX: number;
  sizeY: number;
  rotated: boolean;
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
