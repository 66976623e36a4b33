import type { ExportFile } from '../types';

/** Hands the file to the browser as a download under its filename, then lets the object URL go. */
export function saveFile({ url, filename }: ExportFile): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL is released once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
