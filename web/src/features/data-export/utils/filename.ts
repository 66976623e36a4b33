import type { ExportKind } from '../types';

/**
 * The filename of `Content-Disposition: attachment; filename="cabinetworks-projects-2026-11-27.csv"` (the quoted or
 * bare form; RFC 6266's filename* with UTF-8 wins when present); a generic name when the header has none.
 */
export function exportFilename(disposition: string | null, kind: ExportKind): string {
  const fallback = `cabinetworks-${kind}.csv`;
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return safeName(decodeURIComponent(encoded[1].trim())) ?? fallback;
    } catch {
      // A malformed escape: fall back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  return safeName((plain?.[1] ?? plain?.[2])?.trim()) ?? fallback;
}

/** No directories: only the last path segment is a name the browser may use. */
function safeName(name: string | undefined): string | null {
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}
