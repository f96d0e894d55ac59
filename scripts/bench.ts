// `npm run bench [gate|size|build|activity-log|bulk-upload|api|users|incidents|data-dictionary|company-access|content|global-users|lighthouse]…`: prints the figures the targets are judged by.
// Without a name: build and size (activity-log builds a million-row database: ask for it).
import { printActivityLogBench } from './bench/activity-log.ts';
import { printApiBench } from './bench/api.ts';
import { printBuildTimes } from './bench/build-time.ts';
import { printBulkUploadBench } from './bench/bulk-upload.ts';
import { printBundleSizes } from './bench/bundle-size.ts';
import { printCompanyAccessBench } from './bench/company-access.ts';
import { printContentBench } from './bench/content.ts';
import { printDataDictionaryBench } from './bench/data-dictionary.ts';
import { runGate } from './bench/gate.ts';
import { printGlobalUsersBench } from './bench/global-users.ts';
import { printIncidentsBench } from './bench/incidents.ts';
import { printLighthouseBench } from './bench/lighthouse.ts';
import { printUsersBench } from './bench/users.ts';

const BENCHES: Record<string, () => void | Promise<void>> = {
  gate: () => runGate(),
  size: () => printBundleSizes(),
  build: () => printBuildTimes(),
  'activity-log': () => printActivityLogBench(),
  'bulk-upload': () => printBulkUploadBench(),
  api: () => printApiBench(),
  users: () => printUsersBench(),
  incidents: () => printIncidentsBench(),
  'data-dictionary': () => printDataDictionaryBench(),
  'company-access': () => printCompanyAccessBench(),
  content: () => printContentBench(),
  'global-users': () => printGlobalUsersBench(),
  lighthouse: () => printLighthouseBench(),
};
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !BENCHES[name]);
if (unknown.length) {
  console.error(`Unknown bench ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
// Build first so the size bench measures what was just built.
for (const name of chosen.length ? chosen : ['build', 'size']) await BENCHES[name]!();
