// A card that leads to a page (the admin areas, the support center's ways to get help): an optional
// icon, the title as a link whose target is the whole card, and a sentence. The card's list is
// laid out with cardGridStyle (ui.tsx); each card fills its cell, so a row's cards are as high as
// its tallest.
import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from './Link.tsx';

const cardStyle = (theme: Theme) => css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  box-sizing: border-box;
  height: 100%;
  padding: 1.25rem;
  border: 1px solid ${theme.colors.divider};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.sm};
  h2,
  h3 {
    margin: ${theme.space.xs} 0 0;
    font-size: ${theme.fontSize.lg};
  }
  p {
    margin: 0;
  }
  &:hover {
    box-shadow: ${theme.shadow.md};
  }
`;

const wholeCardTarget = (theme: Theme) => css`
  /* The whole card is the link's target; the link text stays the title. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radius.lg};
  }
`;

/** `level`: the title's heading level, 3 for cards under a section's own heading (2 by default). */
export function LinkCard({
  to,
  title,
  icon,
  level = 2,
  children,
}: {
  to: string;
  title: ReactNode;
  icon?: ReactNode;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <div css={cardStyle}>
      {icon ? <span css={(theme) => ({ color: theme.colors.primary })}>{icon}</span> : null}
      <Heading>
        <Link to={to} css={wholeCardTarget}>
          {title}
        </Link>
      </Heading>
      <p>{children}</p>
    </div>
  );
}
