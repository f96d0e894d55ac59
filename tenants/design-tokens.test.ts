import { describe, expect, test } from 'vitest';
import { COLOR_ROLES, colorTokens, contrastFailures, contrastRatio, cssVariables, tint } from './design-tokens.ts';
import { loadTenants } from './index.ts';

const tenants = loadTenants().map((tenant) => [tenant.id, tenant] as const);
const byId = Object.fromEntries(tenants);

test('contrast ratios follow WCAG: black on white 21:1, a colour on itself 1:1', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  expect(contrastRatio('#0053e2', '#0053e2')).toBe(1);
  expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
});

describe.each(tenants)('%s', (_file, tenant) => {
  const colors = colorTokens(tenant.branding.colors);

  test('its branding passes WCAG AA', () => {
    expect(contrastFailures(tenant.branding.colors)).toEqual([]);
  });

  test('every colour role has a value and a CSS property', () => {
    expect(Object.keys(colors).sort()).toEqual([...COLOR_ROLES].sort());
    const css = cssVariables(tenant.branding.colors);
    for (const role of COLOR_ROLES) expect(css).toContain(`--color-${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:`);
    expect(css).toContain('--space-lg:1rem');
    expect(css).toContain('--radius-md:6px');
  });

  test('text pairs reach 4.5:1 and focus rings and marks 3:1 where they are drawn', () => {
    const text: Array<[string, string]> = [
      [colors.muted, colors.surface],
      [colors.muted, colors.background],
      [colors.danger, colors.surface],
      [colors.onDangerSurface, colors.dangerSurface],
      [colors.onSuccessSurface, colors.successSurface],
      [colors.onInfoSurface, colors.infoSurface],
      [colors.onWarningSurface, colors.warningSurface],
      [colors.text, colors.infoSurface],
      [colors.primary, colors.infoSurface],
    ];
    for (const [fg, bg] of text) expect(contrastRatio(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    const marks: Array<[string, string]> = [
      [colors.focus, colors.surface],
      [colors.focus, colors.background],
      [colors.markOnPrimary, colors.primary],
      [colors.border, colors.surface],
    ];
    for (const [fg, bg] of marks) expect(contrastRatio(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(3);
  });
});

test('the header mark is the accent when it shows on the primary colour, else the header text', () => {
  expect(colorTokens(byId.us!.branding.colors).markOnPrimary).toBe('#ffc220');
  expect(colorTokens(byId.ca!.branding.colors).markOnPrimary).toBe('#ffd5d1');
  // An accent too close to the primary colour gives way to the header text.
  expect(colorTokens({ ...byId.ca!.branding.colors, accent: '#d52b1e' }).markOnPrimary).toBe('#ffffff');
});

test('each tenant has a colour of its own, and its light tint keeps its primary text readable (issue 28 §4)', () => {
  const primaries = Object.values(byId).map((t) => t!.branding.colors.primary);
  expect(new Set(primaries).size).toBe(primaries.length);
  for (const tenant of Object.values(byId)) {
    const { primary, primarySurface } = colorTokens(tenant!.branding.colors);
    expect(contrastRatio(primary, primarySurface)).toBeGreaterThanOrEqual(4.5);
  }
  expect(tint('#0053e2', 0.1)).toBe('#e6eefc');
});

test('a failing pair names the tenant-file field, its ratio and what it was drawn on', () => {
  const branding = { primary: '#0053e2', onPrimary: '#76c043', accent: '#ffc220', background: '#f8f8f8', text: '#9a9a9a' };
  expect(contrastFailures(branding)).toEqual([
    { field: 'branding.colors.onPrimary', against: 'branding.colors.primary (#0053e2)', ratio: expect.closeTo(2.82, 2) },
    { field: 'branding.colors.text', against: 'branding.colors.background (#f8f8f8)', ratio: expect.closeTo(2.6, 1) },
    { field: 'branding.colors.text', against: "the cards' white (#ffffff)", ratio: expect.closeTo(2.81, 2) },
  ]);
});
