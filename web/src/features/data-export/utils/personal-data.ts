import type { ExportFile } from '../types';

/** The services' parts of a member's personal data (GET /api/personal-data/{part}), in the file's order. */
export const PERSONAL_DATA_PARTS = ['account', 'projects', 'messages', 'billing', 'analytics'] as const;
export type PersonalDataPart = (typeof PERSONAL_DATA_PARTS)[number];

/** The one JSON document of every part, with when it was made. */
export function personalDataDocument(parts: Record<PersonalDataPart, unknown>, now: Date): string {
  const document = { exportedAt: now.toISOString(), ...Object.fromEntries(PERSONAL_DATA_PARTS.map((part) => [part, parts[part]])) };
  return JSON.stringify(document, null, 2);
}

/** The document as a file to save: cabinetworks-personal-data-YYYY-MM-DD.json (the UTC date). */
export function personalDataFile(parts: Record<PersonalDataPart, unknown>, now: Date): ExportFile {
  const blob = new Blob([personalDataDocument(parts, now)], { type: 'application/json' });
  return { url: URL.createObjectURL(blob), filename: `cabinetworks-personal-data-${now.toISOString().slice(0, 10)}.json` };
}
