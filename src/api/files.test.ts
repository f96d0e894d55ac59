// Downloads and uploads take the route of every API call (issue 9 §4): the page locale header,
// the session cookie, and the same reaction to a lost session. The network is a stub here; the
// real exports, templates and uploads are driven by the end-to-end suites.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { DownloadError, downloadFile, fileNameFrom } from './files.ts';

let assign: ReturnType<typeof vi.fn>;
let saved: { name: string; size: number } | null;

beforeEach(() => {
  vi.useFakeTimers();
  assign = vi.fn();
  saved = null;
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/admin/auditLog', search: '', origin: 'http://us.localhost' });
  document.documentElement.lang = 'es-MX';
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved = { name: this.download, size: 0 };
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('a POST download sends the JSON body and the page locale, and saves under the server’s file name', async () => {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response('xlsx', { status: 200, headers: { 'content-disposition': 'attachment; filename="activity-log_2026.xlsx"' } }),
  );
  vi.stubGlobal('fetch', fetch);
  await downloadFile('/core-app-api/companies/c1/activity-logs/download?sortBy=date', {
    body: { fromDate: '2026-11-01' },
    fallbackName: 'x.xlsx',
  });
  const [url, init] = fetch.mock.calls[0]!;
  expect(url).toBe('/core-app-api/companies/c1/activity-logs/download?sortBy=date');
  expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"fromDate":"2026-11-01"}' });
  expect(init.headers).toMatchObject({ 'x-user-locale': 'es-MX', 'content-type': 'application/json' });
  expect(saved?.name).toBe('activity-log_2026.xlsx');
});

test('a refused download throws the server’s message; a lost session sends the page to sign-in', async () => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Session Expired' }), { status: 401 }));
  const error = await downloadFile('/core-app-api/companies/c1/users/export/ACTIVE', { fallbackName: 'users.xlsx' }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DownloadError);
  expect(error).toMatchObject({ status: 401, message: 'Session Expired' });
  vi.runAllTimers();
  expect(assign).toHaveBeenCalledWith('/login?lastUrl=/apps'); // spec §4: 'Session Expired' signs in again towards /apps
  expect(saved).toBeNull();
});

test('file names from Content-Disposition, plain or UTF-8 encoded', () => {
  expect(fileNameFrom('attachment; filename="users_ACTIVE.xlsx"')).toBe('users_ACTIVE.xlsx');
  expect(fileNameFrom("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.xlsx")).toBe('résumé.xlsx');
  // Both forms (an attachment of a support incident): the UTF-8 name wins over the ASCII fallback.
  expect(fileNameFrom(`attachment; filename="Ventas _ tienda.pdf"; filename*=UTF-8''Ventas%20%E2%80%94%20tienda.pdf`)).toBe(
    'Ventas — tienda.pdf',
  );
  expect(fileNameFrom(null)).toBeNull();
});
