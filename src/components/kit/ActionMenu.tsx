// A button that opens a menu of actions (issue 28 §2: row actions as a menu; WAI-ARIA's menu button),
// on Ariakit's Menu: Enter, Space or the arrow keys open it on the first (ArrowUp: the last) action;
// the arrow keys (round from the last to the first), Home and End move, typing a name moves to it, Enter or Space picks, Escape or Tab
// closes it and focus goes back to the button. The menu is placed against the button (below it, or
// above it when there is no room), also in a table that scrolls sideways, and follows it on scroll.
import { Menu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react';
import { css, type Theme } from '@emotion/react';
import { EllipsisVertical } from 'lucide-react';
import { useRef } from 'react';
import { focusRing } from './field.tsx';
import { POPUP_PROPS, popupItemStyle, popupStyle } from './popup-style.ts';
import { Tooltip } from './Tooltip.tsx';

export interface MenuAction {
  id: string;
  label: string;
  onSelect: () => void;
}

const buttonStyle = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2rem;
  min-height: 2rem;
  padding: 0 0.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  line-height: 1;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${theme.colors.infoSurface};
  }
  &:focus-visible {
    ${focusRing(theme)}
  }
`;

export function ActionMenu({
  label,
  actions,
}: {
  /** Accessible name of the button, e.g. "Actions for Harper Reyes". */
  label: string;
  actions: MenuAction[];
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // An action picked has put focus back on the button itself (below): the menu must not move it
  // again once it has closed, when the action may have opened a dialog.
  const picked = useRef(false);
  return (
    <MenuProvider placement="bottom-end" focusLoop>
      <Tooltip text={label}>
        <MenuButton ref={buttonRef} aria-label={label} css={buttonStyle}>
          <EllipsisVertical size={18} aria-hidden="true" />
        </MenuButton>
      </Tooltip>
      <Menu
        {...POPUP_PROPS}
        // One menu per row: its items exist only while it is open.
        unmountOnHide
        autoFocusOnHide={() => {
          const focus = !picked.current;
          picked.current = false;
          return focus;
        }}
        css={[popupStyle, { minWidth: '11rem' }]}
      >
        {actions.map((action) => (
          <MenuItem
            key={action.id}
            css={popupItemStyle}
            onClick={() => {
              // Focus goes back to the button first, so a dialog the action opens returns it there on close.
              picked.current = true;
              buttonRef.current?.focus();
              action.onSelect();
            }}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuProvider>
  );
}
