// The frame shared by the admin pages: a link back to the admin landing page, the page heading
// and the page's actions (add, export…) on one line, then the content.
import { css } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '../Link.tsx';
import { Alert } from '../ui.tsx';

const headerStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
  margin: '0.5rem 0 1rem',
  h1: { margin: 0 },
});

export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section>
      <Link to="/admin">
        <Trans>Back to Admin</Trans>
      </Link>
      <div css={headerStyle}>
        <h1>{title}</h1>
        {actions && <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** 'You are not an administrator.' (spec §6, §8), with a way back to the user's apps. */
export function NotAdministratorAlert() {
  return (
    <Alert tone="error">
      <p css={{ margin: '0 0 0.5rem' }}>
        <Trans>You are not an administrator.</Trans>
      </p>
      <Link to="/apps">
        <Trans>Back to your apps</Trans>
      </Link>
    </Alert>
  );
}

/** What an admin page shows to someone its permission rule keeps out (spec §6). */
export function NotAdministrator({ title }: { title: string }) {
  return (
    <AdminPage title={title}>
      <NotAdministratorAlert />
    </AdminPage>
  );
}
