// The user-access audit banner under the header (issue 14 §3; spec §4 "User audit banner"): the
// admins of a basic company (and super admins acting for it) see its pending audit until they
// complete it by confirming three statements, and its expired one, whose users lost their access,
// until they complete it late. The banner links to the user list; the spectator only reads it.
import { css, type Theme } from '@emotion/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type BannerTone, bannerButtonStyle, bannerRegionStyle } from '../../components/banner-style.ts';
import { focusRing } from '../../components/kit/field.tsx';
import { Link } from '../../components/Link.tsx';
import { useUserDates } from '../../lib/dates.ts';
import { hasPermission, isSpectator, showsAuditBanner, type UserContext } from '../../lib/session.ts';
import { dueDay, useGetCompanyUserAuditQuery } from './api.ts';
import { CompleteAuditDialog, type CompleteOutcome } from './CompleteAuditDialog.tsx';

type Tone = Extract<BannerTone, 'warning' | 'danger' | 'success'>;

/** The audit banner's links and focusable messages, on top of the banners' strip. */
const linkStyle = (theme: Theme) => css`
  a {
    color: inherit;
    font-weight: 600;
    border-radius: ${theme.radius.sm};
  }
  a:focus-visible,
  p:focus-visible {
    ${focusRing(theme)}
  }
`;

function Region({ tone, children }: { tone: Tone; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div role="region" aria-label={t`User access audit`} css={[bannerRegionStyle(tone), linkStyle]}>
      {children}
    </div>
  );
}

/** After the dialog: the thanks (or that another admin was first), focused since the button that opened it is gone. */
function Done({ outcome, onDismiss }: { outcome: Exclude<CompleteOutcome, 'cancelled'>; onDismiss: () => void }) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <Region tone="success">
      <p role="status" tabIndex={-1} ref={message}>
        {outcome === 'completed' ? (
          <Trans>Thank you: the audit is complete.</Trans>
        ) : (
          <Trans>Another administrator has already completed the audit.</Trans>
        )}
      </p>
      <button type="button" css={bannerButtonStyle} onClick={onDismiss}>
        <Trans>Dismiss</Trans>
      </button>
    </Region>
  );
}

export default function AuditBanner({ user }: { user: UserContext }) {
  const { date } = useUserDates();
  const companyId = user.tenant?.id ?? '';
  const shown = showsAuditBanner(user) && Boolean(companyId);
  const { data } = useGetCompanyUserAuditQuery({ companyId }, { skip: !shown });
  const [completing, setCompleting] = useState(false);
  const [outcome, setOutcome] = useState<CompleteOutcome>('cancelled');
  if (!shown) return null;
  if (outcome !== 'cancelled') return <Done outcome={outcome} onDismiss={() => setOutcome('cancelled')} />;
  const audit = data?.audit;
  if (!audit || audit.status === 'COMPLETED') return null;

  const due = date(dueDay(audit.dueDate));
  const days = audit.daysLeft ?? 0;
  const mayComplete = hasPermission(user, 'MANAGE', 'USER') && !isSpectator(user);
  return (
    <Region tone={audit.status === 'EXPIRED' ? 'danger' : 'warning'}>
      {audit.status === 'EXPIRED' ? (
        <p>
          <Trans>
            The user access audit due {due} was not completed: your users' access was removed. Complete the audit, then give your users
            their access again.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>User access audit: confirm by {due} that your company's user list is correct, or all its users lose access.</Trans>{' '}
          <strong>
            <Plural value={days} _0="Due today" one="# day left" other="# days left" />
          </strong>
        </p>
      )}
      <Link to="/admin/userList">
        <Trans>Review the user list</Trans>
      </Link>
      {mayComplete ? (
        <button type="button" css={bannerButtonStyle} onClick={() => setCompleting(true)}>
          <Trans>Complete the audit</Trans>
        </button>
      ) : null}
      {completing ? (
        <CompleteAuditDialog
          companyId={companyId}
          auditId={audit.id}
          onClose={(result) => {
            setCompleting(false);
            setOutcome(result);
          }}
        />
      ) : null}
    </Region>
  );
}
