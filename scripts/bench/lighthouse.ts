// `npm run bench lighthouse` (issue 10 §4): Lighthouse's mobile preset (simulated slow 4G and a
// 4× slower CPU) on the landing page, the sign-in page and /apps (signed in as the supplier admin),
// LIGHTHOUSE_RUNS (3) runs each, for the tenants in LIGHTHOUSE_TENANTS (us; e.g. us,mx,ca).
// Prints the medians of performance and accessibility and of LCP and TBT, against the target of
// performance ≥ 95. It builds nothing: it serves the bundles in dist/ (npm run build first) from a
// server of its own (fresh database, demo data) on LIGHTHOUSE_PORT (3260), and drives Chromium
// (CHROMIUM_PATH, /usr/bin/chromium) headless. LIGHTHOUSE_DETAIL=1 adds, per page, the long tasks
// and the main-thread time per script of its last run: where the blocking time goes.
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '../../tests/e2e/chromium.ts';
import { startServer } from '../../tests/e2e/server.ts';
import { signIn } from './api.ts';

export const LIGHTHOUSE_TARGET = 95;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3260);
const TENANTS = (process.env.LIGHTHOUSE_TENANTS ?? 'us').split(',').map((t) => t.trim());
const LIGHTHOUSE_VERSION = '12.8.2';
const DETAIL = process.env.LIGHTHOUSE_DETAIL === '1';

interface Page {
  name: string;
  path: string;
  /** Signed in as this demo account (`<account>.<tenant>@demo.test`), else signed out. */
  account?: string;
}

const PAGES: Page[] = [
  { name: 'landing', path: '/' },
  { name: 'sign-in', path: '/platform/login' },
  { name: 'apps', path: '/apps', account: 'supplier-admin' },
];

interface Run {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The little of Lighthouse's and chrome-launcher's APIs used here (typed here, so type-checking does not need them installed). */
interface LighthouseResult {
  lhr: {
    runtimeError?: { message: string };
    categories: Record<'performance' | 'accessibility', { score: number | null }>;
    audits: Record<'largest-contentful-paint' | 'total-blocking-time' | 'cumulative-layout-shift', { numericValue?: number }> &
      Record<'long-tasks' | 'bootup-time', { details?: { items?: Record<string, unknown>[] } }>;
  };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}

async function loadLighthouse(): Promise<{ lighthouse: Lighthouse; launcher: ChromeLauncher } | null> {
  // Names in variables: imported when installed, without making type-checking depend on them.
  const names = ['lighthouse', 'chrome-launcher'];
  try {
    const [lighthouse, launcher] = await Promise.all(names.map((name) => import(name)));
    return { lighthouse: lighthouse.default as Lighthouse, launcher: launcher as ChromeLauncher };
  } catch {
    return null;
  }
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like, on a busy machine) is run again, twice at most. */
async function audit(lighthouse: Lighthouse, port: number, url: string, cookie: string | undefined): Promise<LighthouseResult['lhr']> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    const error = result ? result.lhr.runtimeError?.message : 'Lighthouse returned no result';
    if (!error) return result!.lhr;
    if (attempt === 3) throw new Error(`${url}: ${error}`);
  }
}

/** The long tasks (simulated, ms) and each script's main-thread time of one run. */
function printDetail(lhr: LighthouseResult['lhr']) {
  const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
  for (const task of lhr.audits['long-tasks'].details?.items ?? []) {
    console.log(
      `    long task at ${Number(task.startTime).toFixed(0).padStart(5)} ms: ${Number(task.duration).toFixed(0).padStart(4)} ms  ${short(task.url)}`,
    );
  }
  for (const script of lhr.audits['bootup-time'].details?.items ?? []) {
    console.log(
      `    script ${short(script.url)}: ${Number(script.total).toFixed(0)} ms (evaluation ${Number(script.scripting).toFixed(0)}, parse ${Number(script.scriptParseCompile).toFixed(0)})`,
    );
  }
}

export async function printLighthouseBench(): Promise<void> {
  const tools = await loadLighthouse();
  if (!tools) {
    console.log(`lighthouse: not installed; npm install -D lighthouse@${LIGHTHOUSE_VERSION}`);
    return;
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`lighthouse: no Chromium at ${CHROMIUM_PATH}; set CHROMIUM_PATH`);
    return;
  }
  const missing = TENANTS.filter((t) => !existsSync(`dist/${t}-local/index.html`));
  if (missing.length) {
    console.log(`lighthouse: dist/${missing[0]}-local is not built; run npm run build first`);
    return;
  }
  const stop = await startServer(PORT, { BOT_CHALLENGE_AFTER_FAILURES: '1000', BOT_CHALLENGE_AFTER_ADDRESS_FAILURES: '1000' });
  const chrome = await tools.launcher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, mobile preset, median of ${RUNS} runs (target performance ≥ ${LIGHTHOUSE_TARGET})`);
    console.log('page                 performance  accessibility  LCP ms  TBT ms    CLS   (performance per run)');
    for (const tenant of TENANTS) {
      const host = `${tenant}.localhost:${PORT}`;
      for (const page of PAGES) {
        const cookie = page.account ? await signIn(PORT, host, `${page.account}.${tenant}@demo.test`) : undefined;
        const runs: Run[] = [];
        let last: LighthouseResult['lhr'] | undefined;
        for (let i = 0; i < RUNS; i += 1) {
          const lhr = await audit(tools.lighthouse, chrome.port, `http://${host}${page.path}`, cookie);
          last = lhr;
          runs.push({
            performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
            accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
            lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
            tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
            cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
          });
        }
        const at = (key: keyof Run) => median(runs.map((r) => r[key]));
        const flag = at('performance') < LIGHTHOUSE_TARGET ? '  BELOW TARGET' : '';
        console.log(
          `${`${tenant} ${page.name}`.padEnd(20)} ${String(at('performance')).padStart(11)}  ${String(at('accessibility')).padStart(13)}  ` +
            `${at('lcpMs').toFixed(0).padStart(6)}  ${at('tbtMs').toFixed(0).padStart(6)}  ${at('cls').toFixed(3).padStart(5)}   (${runs.map((r) => r.performance).join(', ')})${flag}`,
        );
        if (DETAIL && last) printDetail(last);
      }
    }
  } finally {
    chrome.kill();
    await stop();
  }
}
