// The buttons of a table row (Edit, Delete…), each naming its row for screen readers.
import type { ReactNode } from 'react';
import { visuallyHidden } from '../kit/field.tsx';
import { Button } from '../ui.tsx';

export interface RowButton {
  label: ReactNode;
  onClick: () => void;
  variant?: 'secondary';
}

/** `name` names the row: a button reads 'Edit example.com' to assistive technology. */
export function RowButtons({ name, buttons }: { name: string; buttons: RowButton[] }) {
  return (
    <div css={{ display: 'flex', gap: '0.5rem', whiteSpace: 'nowrap' }}>
      {buttons.map((button, index) => (
        <Button key={index} type="button" variant={button.variant} onClick={button.onClick}>
          {button.label}
          <span css={visuallyHidden}> {name}</span>
        </Button>
      ))}
    </div>
  );
}
