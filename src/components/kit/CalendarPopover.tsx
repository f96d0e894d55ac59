// The calendar's popup, shared by the date picker and the date range picker: the kit's popup look
// with react-day-picker's own styles in the tenant's colours and the focus ring on its buttons and
// month/year selects. The calendar puts focus on its chosen day itself (DayPicker's autoFocus).
import { Popover } from '@ariakit/react';
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import dayPickerStyles from 'react-day-picker/style.css?inline';
import { GlobalStyle } from '../GlobalStyle.tsx';
import { focusRing } from './field.tsx';
import { POPUP_PROPS, popupStyle } from './popup-style.ts';

export function CalendarPopover({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <Popover
      {...POPUP_PROPS}
      unmountOnHide
      autoFocusOnShow={false}
      aria-labelledby={labelledBy}
      css={(theme) => [
        popupStyle(theme),
        css`
          padding: 0.75rem;
          --rdp-accent-color: ${theme.colors.primary};
          --rdp-accent-background-color: ${theme.colors.infoSurface};
          button:focus-visible,
          select:focus-visible {
            ${focusRing(theme)}
          }
        `,
      ]}
    >
      <GlobalStyle styles={dayPickerStyles} />
      {children}
    </Popover>
  );
}
