// The frame shared by the admin pages: the page header (the breadcrumb back to the admin landing
// page, the page heading and the page's actions: add, export…), then the content.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '../Link.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { Alert } from '../ui.tsx';

export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section>
      <PageHeader title={title} actions={actions} />
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
