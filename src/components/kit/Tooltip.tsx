// A short name shown beside a control that has only an icon (issue 28 §2), on Ariakit's Tooltip: it
// shows on hover after a moment and at once on keyboard focus, Escape hides it, and it is placed
// against the control. The control keeps its own accessible name (aria-label): the tooltip repeats
// it for the eyes and is hidden from assistive technology, which would read it twice.
import { Tooltip as AriakitTooltip, TooltipAnchor, TooltipProvider } from '@ariakit/react';
import { css } from '@emotion/react';
import type { ReactElement } from 'react';

export function Tooltip({ text, children }: { text: string; children: ReactElement }) {
  return (
    <TooltipProvider placement="top">
      <TooltipAnchor render={children} />
      <AriakitTooltip
        portal={false}
        fixed
        unmountOnHide
        gutter={6}
        aria-hidden="true"
        css={(theme) => css`
          z-index: 30;
          max-width: 16rem;
          padding: ${theme.space.xs} ${theme.space.sm};
          border-radius: ${theme.radius.sm};
          background: ${theme.colors.text};
          color: ${theme.colors.surface};
          font-size: ${theme.fontSize.sm};
          line-height: 1.3;
          pointer-events: none;
        `}
      >
        {text}
      </AriakitTooltip>
    </TooltipProvider>
  );
}
