// Bulk upload cost (issue 8 §3, §9): peak extra memory of the server process for a maximal valid
// file (10,000 rows, every column filled to its limit), for a 95-sheet file of ~1 MB per sheet
// (the decompression attack of the issue), and for eight parallel uploads; and /healthz latency
// while a 10,000-row import runs. On PGlite, and on PostgreSQL when it answers (DATABASE_URL, or
// the local default; a dedicated database is created and dropped). Figures are printed, not
// asserted. The server runs as a child process: its resident memory is sampled from /proc. Target: ≤ 150 MB of extra memory for any upload within the limits.
import { randomBytes } from 'node:crypto';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { demoDomain } from '../../server/seed/demo-data.ts';
import { CONTENT_TYPES, HEADER, multipart, US_PRODUCTS, zip } from '../../tests/api/bulk-support.ts';

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'Bench-Password-1';
const DOMAIN = demoDomain('Blue Ridge Foods Inc.');
const MB = 1024 * 1024;

const text = (n: number) => randomBytes(n).toString('base64url').slice(0, n);

/** 10,000 rows, names at their 100-character limit, long addresses, every product column. */
async function maximalFile(prefix: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Users');
  sheet.addRow([...HEADER, ...US_PRODUCTS]);
  for (let i = 0; i < 10_000; i++) {
    sheet.addRow([
      text(100),
      text(100),
      `${prefix}.${i}.${text(40)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, 'x')}@${DOMAIN}`,
      i % 10 ? 'User' : 'Admin',
      ...US_PRODUCTS.map((_, j) => ((i + j) % 2 ? 'Y' : 'N')),
    ]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The issue's attack: a valid Users sheet plus 95 sheets of ~1 MB each that compress to almost nothing. */
function ninetyFiveSheets(prefix: string): Buffer {
  const row = (n: number) => `<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>xxxxxxxxxxxxxxxxxxxxxxxx</t></is></c></row>`;
  let filler = '';
  for (let n = 1; filler.length < MB; n++) filler += row(n);
  const big = Buffer.from(`<worksheet><sheetData>${filler}</sheetData></worksheet>`);
  const names = Array.from({ length: 95 }, (_, i) => `Sheet${i + 2}`);
  const users =
    `<worksheet><sheetData><row r="1">${['First name', 'Last name', 'Email', 'Role'].map((h, i) => `<c r="${'ABCD'[i]}1" t="inlineStr"><is><t>${h}</t></is></c>`).join('')}</row>` +
    `<row r="2">${['Ninety', 'Five', `${prefix}.ninety.five@${DOMAIN}`, 'User'].map((h, i) => `<c r="${'ABCD'[i]}2" t="inlineStr"><is><t>${h}</t></is></c>`).join('')}</row></sheetData></worksheet>`;
  return zip([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<workbook xmlns:r="r"><sheets><sheet name="Users" r:id="rId1"/>${names.map((n, i) => `<sheet name="${n}" r:id="rId${i + 2}"/>`).join('')}</sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        `<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/>${names.map((_, i) => `<Relationship Id="rId${i + 2}" Target="worksheets/sheet${i + 2}.xml"/>`).join('')}</Relationships>`,
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(users) },
    ...names.map((_, i) => ({ name: `xl/worksheets/sheet${i + 2}.xml`, data: big })),
  ]);
}

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

function request(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, headers: { host: 'us.localhost', origin: 'http://us.localhost', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString(), headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Resident memory of a process (Linux /proc). */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** Samples the server's resident memory while `work` runs; returns its peak growth over the level before. */
async function peakDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; rss: number }> {
  const base = rssOf(pid);
  let rss = 0;
  const sample = () => (rss = Math.max(rss, rssOf(pid) - base));
  const timer = setInterval(sample, 10);
  try {
    const result = await work();
    sample();
    return { result, rss };
  } finally {
    clearInterval(timer);
  }
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

/** The real server as a child process (so its memory and latency are its own), on `env`'s database. */
async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  const port = 3310;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ENV: 'local',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: PASSWORD,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited early');
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    if (
      await request(port, 'GET', '/healthz').then(
        (r) => r.status === 200,
        () => false,
      )
    )
      return { child, port };
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function runOn(name: string, env: NodeJS.ProcessEnv) {
  const { child, port } = await startServer(env);
  try {
    const login = await request(
      port,
      'POST',
      '/platform/login',
      { 'content-type': 'application/json' },
      Buffer.from(JSON.stringify({ email: 'supplier-admin.us@demo.test', password: PASSWORD })),
    );
    const cookie = [login.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('sip_session='))!
      .split(';')[0]!;
    const context = await request(port, 'GET', '/platform/v1/identity/user-context', { cookie });
    const companyId = (JSON.parse(context.body) as { tenant: { id: string } }).tenant.id;
    const url = `/core-app-api/companies/${companyId}/users/bulk-upload/validate-create`;
    const upload = (data: Buffer) => {
      const { body, contentType } = multipart([{ data, filename: 'bench.xlsx' }]);
      return request(port, 'POST', url, { cookie, 'content-type': contentType }, body);
    };
    const pid = child.pid!;
    const maximal = await maximalFile('max');
    const bomb = ninetyFiveSheets('bomb');
    const files = await Promise.all(Array.from({ length: 4 }, (_, i) => maximalFile(`par${i}`)));
    // Warm-up: one small import, so code loading is not counted as the upload's cost.
    await upload(ninetyFiveSheets('warm'));
    console.log(`${name}: server RSS before the uploads ${mb(rssOf(pid))}`);

    // Healthz every 25 ms while the 10,000-row import runs.
    const latencies: number[] = [];
    let importing = true;
    const prober = (async () => {
      while (importing) {
        const t = performance.now();
        await request(port, 'GET', '/healthz');
        latencies.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    const started = performance.now();
    const big = await peakDuring(pid, () => upload(maximal));
    const seconds = (performance.now() - started) / 1000;
    importing = false;
    await prober;
    latencies.sort((a, b) => a - b);
    console.log(
      `${name}: maximal valid file (${mb(maximal.length)}, 10,000 rows, 12 columns): ${big.result.status} in ${seconds.toFixed(1)} s; peak extra RSS ${mb(big.rss)}`,
    );
    console.log(
      `${name}: /healthz during that import: ${latencies.length} probes, p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(0)} ms`,
    );

    const t95 = performance.now();
    const ninety = await peakDuring(pid, () => upload(bomb));
    console.log(
      `${name}: 95 sheets of ~1 MB (${(bomb.length / 1024).toFixed(0)} KB, 95 MB declared): ${ninety.result.status} in ${((performance.now() - t95) / 1000).toFixed(1)} s; peak extra RSS ${mb(ninety.rss)}`,
    );

    const t8 = performance.now();
    const parallel = await peakDuring(pid, () =>
      Promise.all([...files, ...[1, 2, 3, 4].map((i) => ninetyFiveSheets(`par${i}`))].map((f) => upload(f))),
    );
    const statuses = parallel.result.map((r) => r.status).join(', ');
    console.log(
      `${name}: eight parallel uploads (4 maximal, 4 of 95 sheets, one company): statuses ${statuses} in ${((performance.now() - t8) / 1000).toFixed(1)} s; peak extra RSS ${mb(parallel.rss)}`,
    );
    console.log(`${name}: server RSS after ${mb(rssOf(pid))}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

export async function printBulkUploadBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-bulk-'));
  try {
    await runOn('PGlite', { DATABASE_URL: '', DATA_DIR: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const baseUrl = process.env.DATABASE_URL ?? DEFAULT_POSTGRES;
  const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL: skipped (${baseUrl} does not answer: ${(error as Error).message})`);
    return;
  }
  const name = `bench_bulk_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    await runOn('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  }
}
