// Sending a bulk upload sheet and reading the answer (issue 4 §3, spec §7 "Bulk"): the answer kinds
// the dialog shows, the multipart upload with progress, and a CSV cell for the problem report.

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

export interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

/** POSTs the file as multipart with XMLHttpRequest, whose upload reports progress (fetch has none). */
export function uploadFile(
  url: string,
  file: File,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
  xhrRef: { current: XMLHttpRequest | null },
) {
  return new Promise<Answer>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhrRef.current = xhr;
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: Answer['body'] = null;
      try {
        body = JSON.parse(xhr.responseText) as Answer['body'];
      } catch {
        // not JSON
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.onabort = () => resolve({ status: -1, body: null });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
