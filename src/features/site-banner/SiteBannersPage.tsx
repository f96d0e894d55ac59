// The site banner (/siteBanner; issue 16 §2; spec §7 "GET banner"): super admins schedule the
// tenant-wide message every signed-in user sees under the header — a severity, a start and an end,
// a text per language of the country — change it (it shows again to those who dismissed it), and
// end it now. The list shows every banner with its status (scheduled, active, ended), its page and
// size in the address (lib/useListState.ts). The spectator reads the list and changes nothing.
import { Megaphone } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { DialogButtons } from '../../components/admin/DialogButtons.tsx';
import { RowButtons } from '../../components/admin/RowButtons.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { DataTable, type DataTableColumn } from '../../components/kit/DataTable.tsx';
import { queryRows } from '../../components/kit/queryRows.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Alert, Button } from '../../components/ui.tsx';
import { useUserDates } from '../../lib/dates.ts';
import { useLabel } from '../../lib/labels.ts';
import { isSpectator } from '../../lib/session.ts';
import { useListState } from '../../lib/useListState.ts';
import { useSession } from '../../lib/useSession.ts';
import { LIST_DEFAULTS } from '../../../tenants/lists.ts';
import { useEndSiteBannerMutation, useListSiteBannersQuery } from './api.ts';
import { BannerDialog } from './BannerDialog.tsx';
import type { Banner } from './banner-rules.ts';
import { SEVERITY_LABELS } from './severity.ts';

const STATUS_LABELS: Record<Banner['status'], MessageDescriptor> = {
  SCHEDULED: msg({ message: 'Scheduled', context: 'banner status' }),
  ACTIVE: msg({ message: 'Active', context: 'banner status' }),
  ENDED: msg({ message: 'Ended', context: 'banner status' }),
};

/** The banner's text in the reader's language, else in the country's default language (the one every banner has). */
const textOf = (banner: Banner, locale: string) =>
  banner.messages[locale] ?? banner.messages[__TENANT__.locales.default] ?? Object.values(banner.messages)[0] ?? '';

/** Ending a running banner now, or removing a scheduled one, after asking. */
function EndDialog({ banner, onClose }: { banner: Banner; onClose: (ended: boolean) => void }) {
  const { i18n } = useLingui();
  const [end, { isLoading, isError }] = useEndSiteBannerMutation();
  const scheduled = banner.status === 'SCHEDULED';
  async function confirm() {
    const result = await end({ id: banner.id });
    if (!('error' in result)) onClose(true);
  }
  return (
    <Dialog
      open
      title={scheduled ? <Trans>Remove the scheduled banner?</Trans> : <Trans>End the banner now?</Trans>}
      onClose={() => onClose(false)}
    >
      <p>
        {scheduled ? <Trans>It will not be shown.</Trans> : <Trans>Users stop seeing it at once. It stays in the list as ended.</Trans>}
      </p>
      <blockquote css={{ margin: '0 0 1rem', overflowWrap: 'anywhere' }}>{textOf(banner, i18n.locale)}</blockquote>
      <DialogButtons
        confirm={scheduled ? <Trans>Remove</Trans> : <Trans>End now</Trans>}
        onConfirm={() => void confirm()}
        busy={isLoading}
        failed={isError}
        onCancel={() => onClose(false)}
      />
    </Dialog>
  );
}

type Editing = { banner: Banner | null } | null;
type Done = 'saved' | 'ended' | null;

export default function SiteBannersPage() {
  const { t, i18n } = useLingui();
  const label = useLabel();
  const { dateTime } = useUserDates();
  const session = useSession();
  const list = useListState({ defaults: LIST_DEFAULTS.siteBanners });
  const query = useListSiteBannersQuery(list.args);
  const [editing, setEditing] = useState<Editing>(null);
  const [ending, setEnding] = useState<Banner | null>(null);
  const [done, setDone] = useState<Done>(null);
  const columns = useMemo<DataTableColumn<Banner>[]>(
    () => [
      { id: 'status', header: t`Status`, value: (b) => label(STATUS_LABELS, b.status) },
      { id: 'severity', header: t`Severity`, value: (b) => label(SEVERITY_LABELS, b.severity) },
      { id: 'message', header: t`Message`, value: (b) => textOf(b, i18n.locale), truncateAt: 80 },
      { id: 'startsAt', header: t`Starts`, value: (b) => dateTime(b.startsAt) },
      { id: 'endsAt', header: t`Ends`, value: (b) => dateTime(b.endsAt) },
      { id: 'updatedBy', header: t`Last changed by`, value: (b) => b.updatedBy ?? '—' },
    ],
    [t, i18n.locale, label, dateTime],
  );
  if (session.status !== 'signed-in') return null;
  const mayChange = !isSpectator(session.user);
  const timeZone = session.user.user_preferences.locale.timezone;

  return (
    <section data-page="site banner">
      <PageHeader
        title={t`Site banner`}
        intro={
          <Trans>
            A message every signed-in user of the country sees under the header while it runs, such as a maintenance notice or a new
            feature. Each user can dismiss it; a changed banner shows again.
          </Trans>
        }
        actions={
          mayChange ? (
            <Button type="button" icon={<Megaphone size={18} aria-hidden="true" />} onClick={() => setEditing({ banner: null })}>
              <Trans>New banner</Trans>
            </Button>
          ) : null
        }
      />
      <div role="status">
        {done ? (
          <Alert tone="success">{done === 'saved' ? <Trans>The banner is saved.</Trans> : <Trans>The banner is ended.</Trans>}</Alert>
        ) : null}
      </div>
      <DataTable
        caption={t`Site banners`}
        empty={
          <p css={{ margin: 0 }}>
            <Trans>Schedule an announcement for everyone signed in with New banner.</Trans>
          </p>
        }
        columns={columns}
        {...queryRows(query)}
        getRowId={(b) => b.id}
        selectable={false}
        alwaysAllColumns
        {...list.table}
        rowActions={
          mayChange
            ? (b) =>
                b.status === 'ENDED' ? null : (
                  <RowButtons
                    name={textOf(b, i18n.locale).slice(0, 40)}
                    buttons={[
                      { label: <Trans>Edit</Trans>, onClick: () => setEditing({ banner: b }), variant: 'secondary' },
                      {
                        label: b.status === 'SCHEDULED' ? <Trans>Remove</Trans> : <Trans>End now</Trans>,
                        onClick: () => setEnding(b),
                        variant: 'secondary',
                      },
                    ]}
                  />
                )
            : undefined
        }
      />
      {editing ? (
        <BannerDialog
          banner={editing.banner}
          timeZone={timeZone}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setDone('saved');
          }}
        />
      ) : null}
      {ending ? (
        <EndDialog
          banner={ending}
          onClose={(ended) => {
            setEnding(null);
            if (ended) setDone('ended');
          }}
        />
      ) : null}
    </section>
  );
}
