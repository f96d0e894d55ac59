// The two tables of the bulk upload dialog's answers: the existing users a sheet would update, and
// the problems found, row by row. Both scroll inside the dialog, their headings kept in view.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { focusRing } from '../../../components/kit/field.tsx';
import type { Override, RowError } from './bulkUpload.ts';

const scrollBox = (theme: Theme) => css`
  max-height: 16rem;
  overflow: auto;
  border: 1px solid ${theme.colors.divider};
  border-radius: ${theme.radius.md};
  &:focus-visible {
    ${focusRing(theme)}
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.875rem;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.375rem 0.5rem;
    border-bottom: 1px solid ${theme.colors.divider};
  }
  th {
    position: sticky;
    top: 0;
    background: ${theme.colors.background};
  }
`;

/** A table that scrolls inside the dialog; `header` are the column headings, `rows` the cells. */
function ScrollTable({ label, header, rows }: { label: string; header: ReactNode[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <div css={scrollBox} tabIndex={0} role="region" aria-label={label}>
      <table>
        <thead>
          <tr>
            {header.map((heading, index) => (
              <th key={index} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ExistingUsersTable({ overrides }: { overrides: Override[] }) {
  const { t } = useLingui();
  return (
    <ScrollTable
      label={t`Existing users`}
      header={[<Trans>Row</Trans>, <Trans>Email</Trans>, <Trans>Current name</Trans>]}
      rows={overrides.map((o) => ({ key: String(o.row), cells: [o.row, o.email, `${o.firstName} ${o.lastName}`] }))}
    />
  );
}

export function ProblemsTable({ errors }: { errors: RowError[] }) {
  const { t } = useLingui();
  return (
    <ScrollTable
      label={t`Problems by row`}
      header={[<Trans>Row</Trans>, <Trans>Column</Trans>, <Trans>Message</Trans>]}
      rows={errors.map((e, i) => ({ key: `${e.row}-${e.column}-${i}`, cells: [e.row, e.column, e.message] }))}
    />
  );
}
