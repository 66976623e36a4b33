/** A part on a sheet's picture: x runs along the sheet's length, y along its width (millimetres). */
export interface PicturePart {
  key: string;
  x: number;
  y: number;
  sizeX: number;
  sizeY: number;
  label: string;
}

/** The parts' area over the sheet's, 0 to 1. */
export function sheetYield(lengthMm: number, widthMm: number, parts: readonly PicturePart[]): number {
  const area = parts.reduce((sum, part) => sum + part.sizeX * part.sizeY, 0);
  return lengthMm > 0 && widthMm > 0 ? area / (lengthMm * widthMm) : 0;
}
