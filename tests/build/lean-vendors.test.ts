// scripts/rsbuild/lean-vendors.ts: what the transform of react-router's production build changes.
import { expect, test } from 'vitest';
import { markReactRouterPure, readReactNamespace } from '../../scripts/rsbuild/lean-vendors.ts';

test('forwardRef calls become pure, displayName lines go, the computed hook lookup becomes a member read', () => {
  const code = [
    'var Link = React10.forwardRef(function Link2() {});',
    'Link.displayName = "Link";',
    'var useOptimisticImpl = React3[USE_OPTIMISTIC];',
  ].join('\n');
  expect(markReactRouterPure(code)).toBe(
    ['var Link = /* @__PURE__ */ React10.forwardRef(function Link2() {});', '', 'var useOptimisticImpl = React3.useOptimistic;'].join('\n'),
  );
});

test("Ariakit's copy of the React namespace goes: its hooks are read from React itself", () => {
  const code = [
    'const _React = { ...React };',
    'const useReactId = _React.useId;',
    'const useEventUpdate = _React.useInsertionEffect ?? ((callback) => callback());',
  ].join('\n');
  expect(readReactNamespace(code)).toBe(
    ['', 'const useReactId = React.useId;', 'const useEventUpdate = React.useInsertionEffect ?? ((callback) => callback());'].join('\n'),
  );
});
