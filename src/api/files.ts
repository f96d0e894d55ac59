// Files to and from the API — Excel exports and templates down, bulk upload sheets up — by the one
// route every call takes: the environment's API base (resolveUrl), the page locale header, the
// session cookie, and the same reaction to 401/403 as RTK Query calls (baseApi.ts). Pages pass the
// server's path (/core-app-api/…, /platform/…), never a built URL.
import { LOCALE_HEADER, pageLocale, reactToRefusal, resolveUrl } from './baseApi.ts';

/** The file name in a Content-Disposition header, if any: the UTF-8 name (filename*) before the ASCII one. */
export function fileNameFrom(disposition: string | null): string | null {
  const match = disposition?.match(/filename\*=UTF-8''([^;\s]+)/i) ?? disposition?.match(/filename="?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]!) : null;
}

export class DownloadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** How far a download has come: the bytes received, and the rows the file holds when the server says (x-total-rows). */
export interface DownloadProgress {
  receivedBytes: number;
  totalRows: number | null;
}

/**
 * Fetches `path` (GET, or POST with a JSON body) and saves the answer as a file. With `onProgress`,
 * the body is read as it streams and each chunk reported; `signal` cancels it.
 */
export async function downloadFile(
  path: string,
  options: { body?: unknown; fallbackName: string; onProgress?: (progress: DownloadProgress) => void; signal?: AbortSignal },
): Promise<void> {
  const response = await fetch(resolveUrl(path), {
    method: options.body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: {
      [LOCALE_HEADER]: pageLocale(),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    const message = body?.message ?? response.statusText;
    await reactToRefusal(path, response.status, message);
    throw new DownloadError(response.status, message);
  }
  const name = fileNameFrom(response.headers.get('content-disposition')) ?? options.fallbackName;
  const { onProgress } = options;
  if (!onProgress || !response.body) {
    saveBlob(await response.blob(), name);
    return;
  }
  const rows = response.headers.get('x-total-rows');
  const totalRows = rows === null ? null : Number(rows);
  const chunks: Uint8Array[] = [];
  let receivedBytes = 0;
  onProgress({ receivedBytes, totalRows });
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    receivedBytes += value.byteLength;
    onProgress({ receivedBytes, totalRows });
  }
  saveBlob(new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? undefined }), name);
}

/** Saves data made in the page (a report) as a file. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface UploadAnswer {
  /** The HTTP status; 0 when the server could not be reached, -1 when the upload was cancelled. */
  status: number;
  body: Record<string, unknown> | null;
}

/**
 * POSTs `file` as multipart field `file` to `path` with XMLHttpRequest, whose upload reports
 * progress (fetch has none). `xhrRef` holds the request while it runs, so that it can be aborted.
 */
export function uploadFile(
  path: string,
  file: File,
  options: {
    headers?: Record<string, string>;
    onProgress: (fraction: number) => void;
    xhrRef: { current: XMLHttpRequest | null };
  },
): Promise<UploadAnswer> {
  return new Promise<UploadAnswer>((resolve) => {
    const xhr = new XMLHttpRequest();
    options.xhrRef.current = xhr;
    xhr.open('POST', resolveUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader(LOCALE_HEADER, pageLocale());
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: UploadAnswer['body'] = null;
      try {
        body = JSON.parse(xhr.responseText) as UploadAnswer['body'];
      } catch {
        // not JSON
      }
      const message = typeof body?.message === 'string' ? body.message : '';
      void reactToRefusal(path, xhr.status, message).finally(() => resolve({ status: xhr.status, body }));
    };
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.onabort = () => resolve({ status: -1, body: null });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
