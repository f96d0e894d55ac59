// The two tables of the bulk upload dialog's answers: the existing users a sheet would update, and
// the problems found, row by row. Both scroll inside the dialog, their headings kept in view.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { focusRing } from '../../../components/kit/field.tsx';
import type { Override, RowError } from './bulkUpload.ts';

const scrollBox = (theme: Theme) => css`
  max-height: 16rem;
  overflow: auto;
  border: 1px solid #c7c7c7;
  border-radius: ${theme.radius};
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
    border-bottom: 1px solid #e3e3e3;
  }
  th {
    position: sticky;
    top: 0;
    background: #f2f2f2;
  }
`;

export function ExistingUsersTable({ overrides }: { overrides: Override[] }) {
  const { t } = useLingui();
  return (
    <div css={scrollBox} tabIndex={0} role="region" aria-label={t`Existing users`}>
      <table>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Row</Trans>
            </th>
            <th scope="col">
              <Trans>Email</Trans>
            </th>
            <th scope="col">
              <Trans>Current name</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {overrides.map((o) => (
            <tr key={o.row}>
              <td>{o.row}</td>
              <td>{o.email}</td>
              <td>
                {o.firstName} {o.lastName}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ProblemsTable({ errors }: { errors: RowError[] }) {
  const { t } = useLingui();
  return (
    <div css={scrollBox} tabIndex={0} role="region" aria-label={t`Problems by row`}>
      <table>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Row</Trans>
            </th>
            <th scope="col">
              <Trans>Column</Trans>
            </th>
            <th scope="col">
              <Trans>Message</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e, i) => (
            <tr key={`${e.row}-${e.column}-${i}`}>
              <td>{e.row}</td>
              <td>{e.column}</td>
              <td>{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
