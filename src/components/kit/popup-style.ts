// The look the kit's popups share (issue 28 §2): the select's list of options, the menus, the date
// range picker's calendar and the combobox's suggestions, drawn with the design tokens. Ariakit places
// them (next to their trigger, flipped when there is no room, never past the window) and marks their
// state with data attributes: data-active-item (the option the keyboard or the pointer is on),
// data-focus-visible, aria-selected, aria-checked, aria-disabled.
import { css, type Theme } from '@emotion/react';
import { focusRing } from './field.tsx';

/**
 * The popups draw over the sticky header bar (z-index 25 in base-style.ts). They stay in the page's
 * tree (`portal={false}`): inside a modal <dialog> a popup moved to the end of <body> would sit under
 * the dialog's top layer, inert. `fixed` keeps a popup inside a scrolling dialog or table from being
 * clipped by it.
 */
export const POPUP_PROPS = { portal: false, fixed: true, gutter: 4, overflowPadding: 8 } as const;

export const popupStyle = (theme: Theme) => css`
  z-index: 30;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  padding: ${theme.space.xs} 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadow.lg};
  &:focus-visible {
    ${focusRing(theme)}
  }
`;

/** A list of options or actions: at most 14rem high (spec §9 "dropdown menu max height"), less when the window has less room. */
export const popupListStyle = css`
  max-height: min(14rem, var(--popover-available-height, 14rem));
  overflow-y: auto;
  overscroll-behavior: contain;
`;

/** An option or a menu item. */
export const popupItemStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border: none;
  background: none;
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  overflow-wrap: anywhere;
  cursor: pointer;
  scroll-margin: ${theme.space.xs} 0;
  &[data-active-item] {
    background: ${theme.colors.infoSurface};
  }
  &[data-focus-visible] {
    ${focusRing(theme)}
    outline-offset: -3px;
  }
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  svg {
    flex: none;
  }
`;

/** The heading of a group of options or items. */
export const popupGroupLabelStyle = (theme: Theme) => css`
  padding: ${theme.space.sm} ${theme.space.md} ${theme.space.xs};
  font-size: ${theme.fontSize.sm};
  font-weight: 700;
  color: ${theme.colors.muted};
`;

export const popupSeparatorStyle = (theme: Theme) => css`
  margin: ${theme.space.xs} 0;
  border: none;
  border-top: 1px solid ${theme.colors.divider};
`;
