// Sending a bulk upload sheet and reading the answer (issue 4 §3, spec §7 "Bulk"): the answer kinds
// the dialog shows and a CSV cell for the problem report (the upload itself: api/files.ts).

export interface RowError {
  row: number;
  column: string;
  message: string;
}
export interface Override {
  row: number;
  email: string;
  firstName: string;
  lastName: string;
}
export type Outcome =
  | { kind: 'done'; created: number; updated: number }
  | { kind: 'report'; errors: RowError[]; total: number; message: string }
  | { kind: 'confirm'; overrides: Override[] }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
