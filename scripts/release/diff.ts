// What changed between two builds of a bundle (issue 31 §2), from their release.json
// (manifest.ts): the routes, products, flag defaults and locales the tenant file put in, and the
// files, chunk by chunk (a chunk is a file's path without its content hash), with the initial
// JavaScript against its gzip budget. `npm run release:diff` prints it as text or as Markdown for
// a change request.
import { ReleaseInputError, type Release, type ReleaseFile } from './manifest.ts';

export type Section = 'routes' | 'products' | 'featureFlags' | 'locales';

/** One item of the tenant file's choices that differs: its state in each build (null: not there at all). */
export interface Change {
  section: Section;
  item: string;
  old: string | null;
  new: string | null;
}

export interface Sizes {
  raw: number;
  gzip: number;
  br: number;
}

export interface FileChange {
  chunk: string;
  change: 'added' | 'removed' | 'changed';
  initial: boolean;
  old: Sizes | null;
  new: Sizes | null;
}

export interface ReleaseDiff {
  old: Release;
  new: Release;
  changes: Change[];
  files: { changed: FileChange[]; unchanged: number };
  initialJs: { old: Sizes; new: Sizes; budgetKb: number };
}

/** Each item's state in both builds, as words; the items whose state differs. */
function compare(section: Section, old: Map<string, string>, next: Map<string, string>): Change[] {
  const items = [...new Set([...old.keys(), ...next.keys()])];
  return items.map((item) => ({ section, item, old: old.get(item) ?? null, new: next.get(item) ?? null })).filter((c) => c.old !== c.new);
}

const routeStates = (r: Release) =>
  new Map([...r.routes.included.map((x) => [x, 'included'] as const), ...r.routes.leftOut.map((x) => [x, 'left out'] as const)]);

const productStates = (r: Release) =>
  new Map([
    ...Object.entries(r.products.offered).map(
      ([code, p]) =>
        [
          code,
          ['offered', p.comingSoon && 'coming soon', p.hideWhenNoAccess && 'hidden without access'].filter(Boolean).join(', '),
        ] as const,
    ),
    ...r.products.leftOut.map((code) => [code, 'not offered in this environment'] as const),
  ]);

const flagStates = (r: Release) => new Map(Object.entries(r.featureFlags).map(([flag, on]) => [flag, on ? 'on' : 'off'] as const));

const localeStates = (r: Release) =>
  new Map([
    ['default locale', r.locales.default],
    ['supported locales', r.locales.supported.join(', ')],
    ...Object.keys(r.catalogs).map((locale) => [`catalog ${locale}`, 'included'] as const),
  ]);

const sizes = (f: ReleaseFile): Sizes => ({ raw: f.raw, gzip: f.gzip, br: f.br });

export function diffReleases(old: Release, next: Release): ReleaseDiff {
  const changes = [
    ...compare('routes', routeStates(old), routeStates(next)),
    ...compare('products', productStates(old), productStates(next)),
    ...compare('featureFlags', flagStates(old), flagStates(next)),
    ...compare('locales', localeStates(old), localeStates(next)),
  ];
  const oldFiles = new Map(old.files.map((f) => [f.chunk, f]));
  const newFiles = new Map(next.files.map((f) => [f.chunk, f]));
  const changed: FileChange[] = [];
  let unchanged = 0;
  for (const chunk of new Set([...oldFiles.keys(), ...newFiles.keys()])) {
    const before = oldFiles.get(chunk);
    const after = newFiles.get(chunk);
    if (before && after && before.sha256 === after.sha256) unchanged++;
    else {
      changed.push({
        chunk,
        change: !before ? 'added' : !after ? 'removed' : 'changed',
        initial: Boolean(before?.initial || after?.initial),
        old: before ? sizes(before) : null,
        new: after ? sizes(after) : null,
      });
    }
  }
  // The largest change in what browsers download first.
  const gzipDelta = (f: FileChange) => Math.abs((f.new?.gzip ?? 0) - (f.old?.gzip ?? 0));
  changed.sort((a, b) => gzipDelta(b) - gzipDelta(a) || a.chunk.localeCompare(b.chunk));
  const initial = (r: Release): Sizes => ({ raw: r.initialJs.raw, gzip: r.initialJs.gzip, br: r.initialJs.br });
  return {
    old,
    new: next,
    changes,
    files: { changed, unchanged },
    initialJs: { old: initial(old), new: initial(next), budgetKb: next.initialJs.budgetKb },
  };
}

/**
 * Pairs the releases of two inputs (manifest.ts loadReleases): a single release with a single
 * release whatever their bundles, else by bundle name (a saved /release.json against dist/ takes
 * dist/'s bundle of the same name). `only` lists the bundles one side has and the other not.
 */
export function pairReleases(
  old: Map<string, Release>,
  next: Map<string, Release>,
): { pairs: Array<[Release, Release]>; only: Array<{ bundle: string; side: 'old' | 'new' }> } {
  if (old.size === 1 && next.size === 1) return { pairs: [[[...old.values()][0]!, [...next.values()][0]!]], only: [] };
  const single = old.size === 1 ? old : next.size === 1 ? next : null;
  if (single) {
    const [bundle] = single.keys();
    const other = single === old ? next : old;
    const match = other.get(bundle!);
    if (!match) throw new ReleaseInputError(`no ${bundle} bundle to compare with (there are ${[...other.keys()].sort().join(', ')})`);
    return { pairs: [single === old ? [old.get(bundle!)!, match] : [match, next.get(bundle!)!]], only: [] };
  }
  const bundles = [...new Set([...old.keys(), ...next.keys()])].sort();
  return {
    pairs: bundles.filter((b) => old.has(b) && next.has(b)).map((b) => [old.get(b)!, next.get(b)!]),
    only: bundles.filter((b) => !old.has(b) || !next.has(b)).map((b) => ({ bundle: b, side: old.has(b) ? 'old' : 'new' })),
  };
}

const SECTION_TITLES: Record<Section, string> = {
  routes: 'Routes',
  products: 'Products',
  featureFlags: 'Feature flags',
  locales: 'Locales',
};

export function formatBytes(n: number): string {
  return Math.abs(n) < 1024 ? `${n} B` : `${(n / 1024).toFixed(1)} KB`;
}

function formatDelta(n: number): string {
  return n === 0 ? '±0 B' : `${n > 0 ? '+' : '−'}${formatBytes(Math.abs(n))}`;
}

/** `40.1 KB → 40.2 KB (+120 B)`, or one side only. */
function sizeChange(old: number | undefined, next: number | undefined): string {
  if (old === undefined) return `new, ${formatBytes(next!)}`;
  if (next === undefined) return `removed, was ${formatBytes(old)}`;
  return `${formatBytes(old)} → ${formatBytes(next)} (${formatDelta(next - old)})`;
}

const state = (s: string | null) => s ?? '(absent)';

const shortCommit = (commit: string) => (/^[0-9a-f]{40}$/.test(commit) ? commit.slice(0, 12) : commit);

const builtAt = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC');

function budgetLine(diff: ReleaseDiff): string {
  const { old, new: next, budgetKb } = diff.initialJs;
  const budget = budgetKb * 1024;
  const verdict =
    next.gzip > budget
      ? `OVER the ${budgetKb} KB budget by ${formatBytes(next.gzip - budget)}${old.gzip <= budget ? ' (it was within)' : ''}`
      : `within the ${budgetKb} KB budget (${formatBytes(budget - next.gzip)} left)`;
  return `${sizeChange(old.gzip, next.gzip)} gzip, ${verdict}`;
}

function fileCounts({ files: { changed, unchanged } }: ReleaseDiff): string {
  const count = (kind: FileChange['change']) => changed.filter((f) => f.change === kind).length;
  return `${count('changed')} changed, ${count('added')} added, ${count('removed')} removed, ${unchanged} unchanged`;
}

const title = (d: ReleaseDiff) => (d.old.bundle === d.new.bundle ? d.new.bundle : `${d.old.bundle} → ${d.new.bundle}`);

export function formatText(diff: ReleaseDiff): string {
  const lines = [
    `${title(diff)}: commit ${shortCommit(diff.old.commit)} → ${shortCommit(diff.new.commit)}`,
    `  old built ${builtAt(diff.old.builtAt)}, new built ${builtAt(diff.new.builtAt)}`,
  ];
  for (const section of Object.keys(SECTION_TITLES) as Section[]) {
    const changes = diff.changes.filter((c) => c.section === section);
    if (!changes.length) lines.push(`${SECTION_TITLES[section]}: no change`);
    else {
      lines.push(`${SECTION_TITLES[section]}:`);
      const width = Math.max(...changes.map((c) => c.item.length));
      for (const c of changes) lines.push(`  ${c.item.padEnd(width)}  ${state(c.old)} → ${state(c.new)}`);
    }
  }
  const { changed } = diff.files;
  lines.push(`Files: ${fileCounts(diff)}`);
  const width = Math.max(0, ...changed.map((f) => f.chunk.length + (f.initial ? 10 : 0)));
  for (const f of changed) {
    const name = `${f.chunk}${f.initial ? ' (initial)' : ''}`.padEnd(width);
    lines.push(`  ${name}  gzip ${sizeChange(f.old?.gzip, f.new?.gzip)}; br ${sizeChange(f.old?.br, f.new?.br)}`);
  }
  lines.push(`Initial JS: ${budgetLine(diff)}`);
  return lines.join('\n');
}

const cell = (text: string) => text.replaceAll('|', '\\|');

export function formatMarkdown(diff: ReleaseDiff): string {
  const lines = [
    `### Release ${title(diff)}`,
    '',
    '| | old | new |',
    '| --- | --- | --- |',
    `| bundle | ${diff.old.bundle} | ${diff.new.bundle} |`,
    `| commit | \`${diff.old.commit}\` | \`${diff.new.commit}\` |`,
    `| built | ${builtAt(diff.old.builtAt)} | ${builtAt(diff.new.builtAt)} |`,
    '',
  ];
  if (!diff.changes.length) lines.push('No change to the routes, products, feature flags or locales.');
  else {
    lines.push('| what | item | old | new |', '| --- | --- | --- | --- |');
    for (const c of diff.changes) lines.push(`| ${SECTION_TITLES[c.section]} | ${cell(c.item)} | ${state(c.old)} | ${state(c.new)} |`);
  }
  const { changed } = diff.files;
  lines.push('', `**Files**: ${fileCounts(diff)}.`);
  if (changed.length) {
    lines.push('', '| chunk | initial | raw | gzip | br |', '| --- | --- | --- | --- | --- |');
    for (const f of changed) {
      const sizes = (['raw', 'gzip', 'br'] as const).map((k) => sizeChange(f.old?.[k], f.new?.[k]));
      lines.push(`| \`${cell(f.chunk)}\` | ${f.initial ? 'yes' : ''} | ${sizes.join(' | ')} |`);
    }
  }
  lines.push('', `**Initial JS**: ${budgetLine(diff)}.`);
  return lines.join('\n');
}
