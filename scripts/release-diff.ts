// `npm run release:diff -- <old> <new> [--markdown]`: what changed between two builds (issue 31 §2).
// Each side is a release.json (saved from a host's /release.json), a bundle's folder (dist/mx-prod)
// or a folder of bundles (dist/, compared bundle by bundle). Text by default; --markdown for a
// change request. See docs/operations.md#releases.
import { diffReleases, formatMarkdown, formatText, pairReleases } from './release/diff.ts';
import { loadReleases, ReleaseInputError } from './release/manifest.ts';

const USAGE = 'usage: npm run release:diff -- <old release.json or dist folder> <new release.json or dist folder> [--markdown]';

const args = process.argv.slice(2);
const markdown = args.includes('--markdown');
const inputs = args.filter((a) => a !== '--markdown');
const unknown = inputs.filter((a) => a.startsWith('--'));
if (inputs.length !== 2 || unknown.length) {
  console.error(unknown.length ? `release:diff: unknown option ${unknown.join(', ')}\n${USAGE}` : USAGE);
  process.exit(2);
}

try {
  const { pairs, only } = pairReleases(loadReleases(inputs[0]!), loadReleases(inputs[1]!));
  const blocks = pairs.map(([old, next]) => (markdown ? formatMarkdown : formatText)(diffReleases(old, next)));
  for (const { bundle, side } of only)
    blocks.push(markdown ? `### ${bundle}\n\nOnly in the ${side} build.` : `${bundle}: only in the ${side} build`);
  console.log(blocks.join('\n\n'));
} catch (error) {
  if (!(error instanceof ReleaseInputError)) throw error;
  console.error(`release:diff: ${error.message}`);
  process.exit(1);
}
