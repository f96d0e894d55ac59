// scripts/rsbuild/lean-vendors.ts: what the transform of react-router's production build changes.
import { expect, test } from 'vitest';
import { markReactRouterPure } from '../../scripts/rsbuild/lean-vendors.ts';

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
