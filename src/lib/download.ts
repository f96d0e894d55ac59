// File downloads from the API (Excel exports and templates): fetched with the session cookie and
// the user's locale, then saved under the server's file name. One way for every download button.

/** The file name in a Content-Disposition header, if any. */
export function fileNameFrom(disposition: string | null): string | null {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
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

/** Fetches `url` (GET, or POST with a JSON body) and saves the answer as a file. */
export async function downloadFile(url: string, options: { body?: unknown; fallbackName: string }): Promise<void> {
  const response = await fetch(url, {
    method: options.body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: {
      'x-user-locale': document.documentElement.lang || __TENANT__.locales.default,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new DownloadError(response.status, body?.message ?? response.statusText);
  }
  saveBlob(await response.blob(), fileNameFrom(response.headers.get('content-disposition')) ?? options.fallbackName);
}

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
