// @ts-check
// The one local ESLint rule: `boundaries/no-restricted-paths` refuses imports (static, re-exports and
// lazy import()) of relative paths inside a zone's `from` (minus its `except` entries) in files inside
// the zone's `target` (a file's own ESLint block can narrow it further with `files`). Paths are
// relative to the repository root; a `.ts`/`.tsx`/`.js` ending does not matter. (A plain rule rather
// than eslint-plugin-import-x: that one needs a native resolver whose builds for other platforms the
// registry here does not have, which breaks `npm ci`.)
import { dirname, relative, resolve, sep } from 'node:path';

const withoutExtension = (/** @type {string} */ path) => path.replace(/\.(tsx?|jsx?|mjs)$/, '');

/** @param {string} path @param {string} place a folder or a file */
const inside = (path, place) => {
  const p = withoutExtension(path);
  const q = withoutExtension(place.replace(/^\.\//, '').replace(/\/$/, ''));
  return q === '' || p === q || p.startsWith(`${q}/`);
};

/**
 * @typedef {{ target?: string; from: string; except?: string[]; message: string }} Zone
 * @param {string} root the repository root
 */
export function boundaries(root) {
  const fromRoot = (/** @type {string} */ abs) => relative(root, abs).split(sep).join('/');
  /** @type {import('eslint').Rule.RuleModule} */
  const noRestrictedPaths = {
    meta: {
      type: 'problem',
      docs: { description: 'Imports that cross a boundary of the codebase' },
      schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }],
    },
    create(context) {
      const file = fromRoot(context.filename);
      /** @type {Zone[]} */
      const zones = (context.options[0]?.zones ?? []).filter((/** @type {Zone} */ z) => !z.target || inside(file, z.target));
      if (!zones.length) return {};
      /** @param {import('estree').Node} node @param {unknown} source */
      const check = (node, source) => {
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const imported = fromRoot(resolve(dirname(context.filename), source));
        for (const zone of zones) {
          const excepted = (zone.except ?? []).some((e) => inside(imported, `${zone.from.replace(/\/$/, '')}/${e.replace(/^\.\//, '')}`));
          if (inside(imported, zone.from) && !excepted) context.report({ node, message: zone.message });
        }
      };
      return {
        ImportDeclaration: (node) => check(node.source, node.source.value),
        ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
        ExportAllDeclaration: (node) => check(node.source, node.source.value),
        ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      };
    },
  };
  return { rules: { 'no-restricted-paths': noRestrictedPaths } };
}
