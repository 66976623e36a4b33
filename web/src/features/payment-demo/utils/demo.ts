import { DEMO_FORMATS, UNKNOWN_FORMAT, type DemoStage } from '../data/demo-project';

/** One more revision, never beyond the maximum. */
export function nextRevisionCount(used: number, max: number): number {
  return Math.min(used + 1, max);
}

/** Another revision may be asked for while fewer than the maximum are used. */
export function canRequestRevision(used: number, max: number): boolean {
  return used < max;
}

/** A stage's share of the total in whole cents, then dollars (2500 at 30% -> 750). */
export function stageAmount(total: number, stage: Pick<DemoStage, 'percent'>): number {
  return Math.round(total * 100 * stage.percent) / 10000;
}

/** '$1,250', or '$1,250.50' when there are cents. */
export function formatUsd(amount: number): string {
  const whole = Number.isInteger(amount);
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
}

/** What kind of file a name is, by its extension; 'Unknown Format' for anything the demo does not recognise. */
export function fileFormatLabel(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return UNKNOWN_FORMAT;
  return DEMO_FORMATS[fileName.slice(dot + 1).toLowerCase()] ?? UNKNOWN_FORMAT;
}

/** The `accept` list of the demo upload: '.pdf,.dwg,...'. */
export const DEMO_ACCEPT = Object.keys(DEMO_FORMATS)
  .map((extension) => `.${extension}`)
  .join(',');
