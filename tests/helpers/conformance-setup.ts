// Setup of the node Vitest project (scripts/vitest.config.ts): a test fails when an answer it (or a
// hook before it) received through `app.inject` is not what the OpenAPI document declares
// (conformance.ts). CONFORMANCE_LOG=<file> also appends every mismatch to that file as a JSON
// line, to count them over a run.
import { appendFileSync } from 'node:fs';
import { afterAll, afterEach } from 'vitest';
import { describeMismatch, takeMismatches } from './conformance.ts';

function failOnMismatches() {
  const mismatches = takeMismatches();
  if (!mismatches.length) return;
  const log = process.env.CONFORMANCE_LOG;
  if (log) appendFileSync(log, mismatches.map((m) => `${JSON.stringify(m)}\n`).join(''));
  const shown = mismatches.slice(0, 20).map(describeMismatch);
  if (mismatches.length > shown.length) shown.push(`… and ${mismatches.length - shown.length} more`);
  throw new Error(`${mismatches.length} answer(s) the OpenAPI document does not describe:\n${shown.join('\n')}`);
}

afterEach(failOnMismatches);
afterAll(failOnMismatches);
