/** @jsxImportSource react */
// The default error panel of spec §8 and what it is made of (Button, Alert): apart from the rest of
// the kit (ui.tsx, which re-exports them) because the first load needs them (app/ChunkBoundary.tsx,
// a page whose code failed to load) and carries no style library: they take the classes of the
// page's base style (control-rules.ts), which paint before any script runs. Hence the plain React
// JSX runtime above rather than Emotion's (issue 27: 120 KB budget, target 115).
import { Trans } from '@lingui/react/macro';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { CONTROL_CLASS } from './control-rules.ts';

export function Button({
  variant = 'primary',
  className,
  icon,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary';
  /** An icon before the label (lucide-react, `aria-hidden`): the label stays the button's name. */
  icon?: ReactNode;
}) {
  const own = variant === 'secondary' ? CONTROL_CLASS.secondaryButton : CONTROL_CLASS.button;
  return (
    <button className={className ? `${own} ${className}` : own} {...props}>
      {icon}
      {children}
    </button>
  );
}

export function Alert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={tone === 'error' ? CONTROL_CLASS.alertError : CONTROL_CLASS.alertSuccess}>
      {children}
    </div>
  );
}

/**
 * Spec §8's default error panel, the one way a page or table says its content failed to load: the
 * message ('Something went wrong' unless the area has its own, e.g. the admin tables'
 * 'Something went wrong...'), 'Refresh this page to try again', and the 'Refresh page' button
 * unless another action is given.
 */
export function DefaultError({ message, action }: { message?: ReactNode; action?: ReactNode }) {
  return (
    <Alert tone="error">
      <p>{message ?? <Trans>Something went wrong</Trans>}</p>
      <p>
        <Trans>Refresh this page to try again</Trans>
      </p>
      {action ?? (
        <Button type="button" onClick={() => window.location.reload()}>
          <Trans>Refresh page</Trans>
        </Button>
      )}
    </Alert>
  );
}
