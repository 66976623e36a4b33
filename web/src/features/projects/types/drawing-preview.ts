import type { PreflightFinding } from './files';

/**
 * A DXF version drawn by the projects service from the preflight's reading (GET .../files/{fileId}/preview,
 * libs/cad's cw/cad/preview_json.hpp): every layer as SVG path data in drawing units, y up.
 */
export interface DrawingPreviewLayer {
  name: string;
  /** '#rrggbb' (DXF colour 7 comes dark, for the light page). */
  color: string;
  /** A layer the CNC cuts: drawn thicker. */
  cut: boolean;
  /** SVG path data (M and L commands), drawing units, y up. */
  d: string;
  segments: number;
}

/** Where a block's first insert places it, as SVG's matrix(a b c d e f): findings inside a block are drawn through it. */
export interface DrawingPreviewBlock {
  name: string;
  matrix: Array<number | null>;
}

export interface DrawingBox {
  minX: number | null;
  minY: number | null;
  maxX: number | null;
  maxY: number | null;
}

export interface DrawingPreview {
  /** Why nothing is drawn (the file could not be read); '' when there is a drawing. */
  message: string;
  /** The whole drawing, also when it is simplified; null when nothing is drawn. */
  box: DrawingBox | null;
  units: { insunits: number | null; name: string; mmPerUnit: number | null };
  layers: DrawingPreviewLayer[];
  blocks: DrawingPreviewBlock[];
  /** A large drawing is thinned within a size budget: shownSegments of totalSegments are drawn. */
  simplified: boolean;
  shownSegments: number;
  totalSegments: number;
}

export interface DrawingPreviewRef {
  projectId: number;
  fileId: number;
}

/** A finding the user asked to see on the drawing; `key` tells two asks for the same finding apart. */
export interface DrawingFocus {
  finding: PreflightFinding;
  key: number;
}
