// How long an access request has waited (issue 14 §2), with "Overdue" once it has waited longer
// than the tenant's promise in business days (tenant file accessRequestDueBusinessDays, default 2):
// the admins' Access requests tab and the requester's own list show the same.
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatAge, isOverdue } from '../lib/request-age.ts';

export function RequestAge({ created, now = new Date() }: { created: string; now?: Date }) {
  const { t, i18n } = useLingui();
  const at = new Date(created);
  const age = formatAge(at, now, i18n.locale);
  if (!isOverdue(at, now, __TENANT__.accessRequestDueBusinessDays)) return <span>{age}</span>;
  const days = __TENANT__.accessRequestDueBusinessDays;
  return (
    <span>
      {age}{' '}
      <strong
        title={t`Waiting longer than ${days} business days`}
        css={(theme) => css`
          display: inline-block;
          padding: 0 ${theme.space.sm};
          border-radius: ${theme.radius.lg};
          background: ${theme.colors.warningSurface};
          color: ${theme.colors.onWarningSurface};
          font-size: ${theme.fontSize.sm};
        `}
      >
        <Trans>Overdue</Trans>
      </strong>
    </span>
  );
}
