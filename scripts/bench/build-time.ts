// Wall-clock time of building all 18 bundles in one `rsbuild build` against building one.
import { spawnSync } from 'node:child_process';

function timeBuild(args: string[]): number {
  const start = process.hrtime.bigint();
  const result = spawnSync('node_modules/.bin/rsbuild', ['build', ...args], { stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`rsbuild build ${args.join(' ')} failed`);
  return Number(process.hrtime.bigint() - start) / 1e9;
}

export function printBuildTimes(runs = 3) {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const one = median(Array.from({ length: runs }, () => timeBuild(['--environment', 'us-prod'])));
  const all = median(Array.from({ length: runs }, () => timeBuild([])));
  console.log(
    `Build time, median of ${runs} runs: one bundle (us-prod) ${one.toFixed(2)} s; all 18 bundles ${all.toFixed(2)} s (${(all / one).toFixed(1)}×)`,
  );
}
