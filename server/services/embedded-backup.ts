// Backups of the embedded (PGlite) database while the server runs (docs/operations.md#backups).
// One process owns a PGlite directory: a second one opening it would corrupt it. So while the
// server runs, `npm run backup` asks it for the copy (GET /ops/backup, modules/backup), and only
// when no server runs does the script open the directory itself. The running server says where it
// listens and what token opens its backup in a file beside the data directory, readable by its
// owner only (`<DATA_DIR>.server.json`): whoever may read the data directory may back it up.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface ServerInfo {
  pid: number;
  /** The address the server listens on and its port. */
  host: string;
  port: number;
  /** The bearer token of GET /ops/backup. */
  token: string;
}

/** The file beside the data directory in which the running server leaves its ServerInfo. */
export const serverInfoPath = (dataDir: string) => `${resolve(dataDir)}.server.json`;

export function writeServerInfo(dataDir: string, info: ServerInfo): void {
  writeFileSync(serverInfoPath(dataDir), `${JSON.stringify(info)}\n`, { mode: 0o600 });
}

/** Removes the file if it is still this server's (a newer process may have replaced it). */
export function removeServerInfo(dataDir: string, token: string): void {
  if (readServerInfo(dataDir)?.token === token) rmSync(serverInfoPath(dataDir), { force: true });
}

export function readServerInfo(dataDir: string): ServerInfo | null {
  const file = serverInfoPath(dataDir);
  if (!existsSync(file)) return null;
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as ServerInfo;
    return typeof info.pid === 'number' && typeof info.port === 'number' && typeof info.token === 'string' ? info : null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote the file still runs (a server killed hard leaves its file behind). */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The address a client on this machine reaches the server at, or null when it listens elsewhere only. */
export function loopbackAddress(info: ServerInfo): string | null {
  if (['0.0.0.0', '127.0.0.1', 'localhost', ''].includes(info.host) || info.host.startsWith('127.')) return `127.0.0.1:${info.port}`;
  if (info.host === '::' || info.host === '::1') return `[::1]:${info.port}`;
  return null;
}
