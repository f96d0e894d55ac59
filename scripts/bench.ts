// `npm run bench [size|build]…`: prints the figures the targets are judged by.
import { printBuildTimes } from './bench/build-time.ts';
import { printBundleSizes } from './bench/bundle-size.ts';

const BENCHES: Record<string, () => void> = { size: () => printBundleSizes(), build: () => printBuildTimes() };
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !BENCHES[name]);
if (unknown.length) {
  console.error(`Unknown bench ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
// Build first so the size bench measures what was just built.
for (const name of chosen.length ? chosen : ['build', 'size']) BENCHES[name]!();
