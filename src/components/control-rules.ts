// The look of the kit's buttons and alerts as CSS declarations in the design tokens' custom
// properties (tenants/design-tokens.ts cssVariables), defined once for two readers: the page's base
// style gives them as classes (app/base-style.ts) to what the first load draws without a style
// library (error-panel.tsx: the panel a page whose code failed to load shows), and the kit as
// Emotion styles to the pages (kit/button-style.ts: links and buttons that look like buttons).
export const BUTTON_RULES = {
  base:
    'display:inline-flex;align-items:center;justify-content:center;gap:.5rem;padding:.625rem 1.25rem;border:none;border-radius:var(--radius-md);background:var(--color-primary);' +
    'color:var(--color-on-primary);font:inherit;font-weight:600;text-decoration:none;cursor:pointer',
  disabled: 'opacity:.6;cursor:progress',
  focus: 'outline:3px solid var(--color-focus);outline-offset:2px',
  /** Of lesser weight (Cancel, downloads): outlined instead of filled. */
  secondary: 'background:var(--color-surface);color:var(--color-primary);box-shadow:inset 0 0 0 2px var(--color-primary)',
} as const;

export const ALERT_RULES = {
  base: 'padding:var(--space-md) var(--space-lg);margin-bottom:var(--space-lg);border-radius:var(--radius-md)',
  error: 'background:var(--color-danger-surface);color:var(--color-on-danger-surface)',
  success: 'background:var(--color-success-surface);color:var(--color-on-success-surface)',
} as const;

/** The class names base-style.ts gives these rules. */
export const CONTROL_CLASS = {
  button: 'kit-button',
  secondaryButton: 'kit-button kit-button-secondary',
  alertError: 'kit-alert kit-alert-error',
  alertSuccess: 'kit-alert kit-alert-success',
} as const;

/** The base style's rules for the classes above. */
export const controlClassRules = () =>
  [
    `.kit-button{${BUTTON_RULES.base}}`,
    `.kit-button:disabled{${BUTTON_RULES.disabled}}`,
    `.kit-button:focus-visible{${BUTTON_RULES.focus}}`,
    `.kit-button-secondary{${BUTTON_RULES.secondary}}`,
    `.kit-alert{${ALERT_RULES.base}}`,
    `.kit-alert-error{${ALERT_RULES.error}}`,
    `.kit-alert-success{${ALERT_RULES.success}}`,
  ].join('');
