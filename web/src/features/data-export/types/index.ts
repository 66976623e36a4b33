/** The CSV files a member can export (GET /api/exports/{kind}.csv, professional and up). */
export type ExportKind = 'projects' | 'bids' | 'payments' | 'messages';

/** A downloaded export: an object URL of the file (revoke it when done) and the name the server gave it. */
export interface ExportFile {
  url: string;
  filename: string;
}
