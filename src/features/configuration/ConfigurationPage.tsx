// The configuration owners' console (issue 31 §1, /configuration): every product and feature flag of
// the tenant in this server's environment, with the tenant file's value beside the live one, the
// environments the file turns it on in, and its last change (who, when, why); a change, a revert to
// the file's value or a change scheduled in the owner's time zone (ChangeDialog); the scheduled
// changes, which can be cancelled; the latest changes as the activity log says them. Configuration
// owners and super admins change; the spectator sees the same page without its buttons.
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { DialogButtons } from '../../components/admin/DialogButtons.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { ActionMenu } from '../../components/kit/ActionMenu.tsx';
import { DataTable, type DataTableColumn } from '../../components/kit/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Alert, DefaultError, entryListStyle, Loading } from '../../components/ui.tsx';
import { useUserDates } from '../../lib/dates.ts';
import { PRODUCT_TEXT } from '../../lib/product-catalogue.ts';
import { changesConfiguration } from '../../lib/session.ts';
import { useSession } from '../../lib/useSession.ts';
import { tenantZone } from '../../../tenants/preferences.ts';
import { type GetConfigurationApiResponse, useCancelScheduledConfigurationChangeMutation, useGetConfigurationQuery } from './api.ts';
import { ChangeDialog, type Target } from './ChangeDialog.tsx';
import { ENVIRONMENT_LABELS, FLAG_LABELS } from './labels.ts';

type View = GetConfigurationApiResponse;
type ProductRow = View['products'][number];
type FlagRow = View['flags'][number];
type Scheduled = View['scheduled'][number];
type Settings = ProductRow['live'];

const sectionStyle = css`
  margin-top: 2rem;
  h2 {
    font-size: 1.25rem;
  }
`;

const nothing = () => undefined;

export default function ConfigurationPage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const { dateTime } = useUserDates();
  const view = useGetConfigurationQuery();
  const [editing, setEditing] = useState<{ target: Target; mode: 'set' | 'revert' } | null>(null);
  const [cancelling, setCancelling] = useState<Scheduled | null>(null);
  const [cancel, cancellation] = useCancelScheduledConfigurationChangeMutation();
  const [saved, setSaved] = useState<'now' | 'later' | 'cancelled' | null>(null);

  const mayChange = session.status === 'signed-in' && changesConfiguration(session.user);
  const timeZone = session.status === 'signed-in' ? tenantZone(__TENANT__, session.user.user_preferences.locale.timezone) : 'UTC';

  /** What a product's tile does with these values, in words: 'Available · Beta · New tab'. */
  const summary = useMemo(
    () => (s: Settings) => {
      if (!s.available) return t`Not offered`;
      const parts = [t`Available`];
      if (s.comingSoon) parts.push(t`Coming soon`);
      if (s.restrictedLaunch === 'ALPHA') parts.push(t`Alpha badge`);
      if (s.restrictedLaunch === 'BETA') parts.push(t`Beta badge`);
      if (s.hideWhenNoAccess) parts.push(t`Hidden without access`);
      parts.push(s.isNewTab ? t`Opens in a new tab` : t`Opens in the same tab`);
      return parts.join(' · ');
    },
    [t],
  );
  const environments = useMemo(
    () => (list: readonly string[]) => (list.length ? list.map((e) => i18n._(ENVIRONMENT_LABELS[e]!)).join(', ') : t`No environment`),
    [i18n, t],
  );
  const lastChange = useMemo(
    () => (row: ProductRow | FlagRow) => {
      if (!row.lastChange) return t`Never changed here`;
      const when = dateTime(row.lastChange.at);
      const who = row.lastChange.by ?? t`someone no longer listed`;
      const what = row.lastChange.text;
      return t`${when}, ${who}: ${what}`;
    },
    [t, dateTime],
  );
  const changedMark = (changed: boolean) => (changed ? t` (changed here)` : '');

  const productColumns = useMemo<DataTableColumn<ProductRow>[]>(
    () => [
      { id: 'name', header: t`App`, value: (p) => PRODUCT_TEXT[p.code].name },
      { id: 'live', header: t`Live now`, value: (p) => summary(p.live) + changedMark(p.changed), truncateAt: 120 },
      { id: 'file', header: t`Tenant file`, value: (p) => summary(p.file), truncateAt: 120 },
      { id: 'environments', header: t`Offered by the file in`, value: (p) => environments(p.fileEnvironments), truncateAt: 100 },
      { id: 'lastChange', header: t`Last change`, value: lastChange, truncateAt: 140 },
    ],
    [t, summary, environments, lastChange],
  );
  const flagColumns = useMemo<DataTableColumn<FlagRow>[]>(
    () => [
      // The flag's name with what it does beneath: one column less, so the table fits 1024 px in es-MX.
      {
        id: 'name',
        header: t`Feature flag`,
        cell: (f) => (
          <>
            <span css={{ fontWeight: 600 }}>{i18n._(FLAG_LABELS[f.flag]!.name)}</span>
            <span css={(theme) => ({ display: 'block', color: theme.colors.muted, fontSize: theme.fontSize.sm })}>
              {i18n._(FLAG_LABELS[f.flag]!.description)}
            </span>
          </>
        ),
      },
      { id: 'live', header: t`Live now`, value: (f) => (f.live ? t`On` : t`Off`) + changedMark(f.changed) },
      { id: 'file', header: t`Tenant file`, value: (f) => (f.file ? t`On` : t`Off`) },
      { id: 'environments', header: t`On in the file in`, value: (f) => environments(f.fileEnvironments), truncateAt: 100 },
      { id: 'lastChange', header: t`Last change`, value: lastChange, truncateAt: 140 },
    ],
    [t, i18n, environments, lastChange],
  );
  const describe = useMemo(
    () => (s: Scheduled) => {
      const { change } = s;
      const name =
        change.kind === 'PRODUCT'
          ? (PRODUCT_TEXT[change.key as ProductRow['code']]?.name ?? change.key)
          : i18n._(FLAG_LABELS[change.key]?.name ?? { id: change.key });
      if (change.revert) return t`${name}: back to the tenant file's values`;
      if (change.kind === 'FLAG') return change.enabled ? t`${name}: on` : t`${name}: off`;
      const settings = change.settings ?? {};
      const words: string[] = [];
      if (settings.available !== undefined) words.push(settings.available ? t`available` : t`not offered`);
      if (settings.comingSoon !== undefined) words.push(settings.comingSoon ? t`coming soon` : t`not coming soon`);
      if (settings.restrictedLaunch !== undefined)
        words.push(
          settings.restrictedLaunch === 'ALPHA' ? t`alpha badge` : settings.restrictedLaunch === 'BETA' ? t`beta badge` : t`no badge`,
        );
      if (settings.hideWhenNoAccess !== undefined)
        words.push(settings.hideWhenNoAccess ? t`hidden without access` : t`shown without access`);
      if (settings.isNewTab !== undefined) words.push(settings.isNewTab ? t`opens in a new tab` : t`opens in the same tab`);
      const list = words.join(', ');
      return t`${name}: ${list}`;
    },
    [t, i18n],
  );
  const scheduledColumns = useMemo<DataTableColumn<Scheduled>[]>(
    () => [
      {
        id: 'when',
        header: t`When`,
        value: (s) => {
          const at = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: s.timeZone }).format(
            new Date(s.runAt),
          );
          const zone = s.timeZone;
          return t`${at} (${zone})`;
        },
        truncateAt: 100,
      },
      { id: 'change', header: t`Scheduled change`, value: describe, truncateAt: 140 },
      { id: 'reason', header: t`Reason`, value: (s) => s.reason },
      { id: 'by', header: t`Scheduled by`, value: (s) => s.createdBy ?? '—' },
    ],
    [t, i18n, describe],
  );

  if (view.isLoading) return <Loading />;
  if (view.isError || !view.data) return <DefaultError />;
  const data = view.data;
  const environment = i18n._(ENVIRONMENT_LABELS[data.environment]!);
  const productName = (p: ProductRow) => PRODUCT_TEXT[p.code].name;
  const flagName = (f: FlagRow) => i18n._(FLAG_LABELS[f.flag]!.name);
  /** A row's actions: change it, or (changed here) back to the tenant file's values. */
  const rowMenu = (name: string, target: Target) => (
    <ActionMenu
      label={t`Actions for ${name}`}
      actions={[
        { id: 'change', label: t`Change`, onSelect: () => setEditing({ target, mode: 'set' }) },
        ...(target.row.changed
          ? [{ id: 'revert', label: t`Back to the tenant file's values`, onSelect: () => setEditing({ target, mode: 'revert' }) }]
          : []),
      ]}
    />
  );
  const table = { page: 1, pageSize: 100, onPageChange: nothing, onPageSizeChange: nothing, selectable: false, paginated: false } as const;

  return (
    <section data-page="configuration">
      <PageHeader
        title={t`Configuration`}
        intro={
          <Trans>
            The apps and feature flags of {__TENANT__.countryName} in the {environment} environment, as users get them now beside what the
            tenant file says. A change reaches every user at once, or at the time you schedule it.
          </Trans>
        }
      />
      {!mayChange ? (
        <p role="note">
          <Trans>You can view the configuration. Only configuration owners and super admins change it.</Trans>
        </p>
      ) : null}
      {saved ? (
        <Alert tone="success">
          {saved === 'now' ? <Trans>The change is saved: users get it now.</Trans> : null}
          {saved === 'later' ? <Trans>The change is scheduled.</Trans> : null}
          {saved === 'cancelled' ? <Trans>The scheduled change is cancelled.</Trans> : null}
        </Alert>
      ) : null}

      <section aria-labelledby="configuration-apps" css={sectionStyle}>
        <h2 id="configuration-apps">
          <Trans>Apps</Trans>
        </h2>
        <DataTable
          caption={t`Apps`}
          columns={productColumns}
          rows={data.products}
          getRowId={(p) => p.code}
          totalElements={data.products.length}
          {...table}
          rowActions={mayChange ? (p) => rowMenu(productName(p), { kind: 'PRODUCT', row: p }) : undefined}
        />
      </section>

      <section aria-labelledby="configuration-flags" css={sectionStyle}>
        <h2 id="configuration-flags">
          <Trans>Feature flags</Trans>
        </h2>
        <DataTable
          caption={t`Feature flags`}
          columns={flagColumns}
          rows={data.flags}
          getRowId={(f) => f.flag}
          totalElements={data.flags.length}
          {...table}
          rowActions={mayChange ? (f) => rowMenu(flagName(f), { kind: 'FLAG', row: f }) : undefined}
        />
      </section>

      <section aria-labelledby="configuration-scheduled" css={sectionStyle}>
        <h2 id="configuration-scheduled">
          <Trans>Scheduled changes</Trans>
        </h2>
        {data.scheduled.length ? (
          <DataTable
            caption={t`Scheduled changes`}
            columns={scheduledColumns}
            rows={data.scheduled}
            getRowId={(s) => s.id}
            totalElements={data.scheduled.length}
            {...table}
            rowActions={
              mayChange
                ? (s) => {
                    const name = describe(s);
                    return (
                      <ActionMenu
                        label={t`Actions for ${name}`}
                        actions={[{ id: 'cancel', label: t`Cancel the change`, onSelect: () => setCancelling(s) }]}
                      />
                    );
                  }
                : undefined
            }
          />
        ) : (
          <p>
            <Trans>No change is scheduled.</Trans>
          </p>
        )}
      </section>

      <section aria-labelledby="configuration-history" css={sectionStyle}>
        <h2 id="configuration-history">
          <Trans>Latest changes</Trans>
        </h2>
        {data.history.length ? (
          <ul css={entryListStyle}>
            {data.history.map((entry, index) => {
              const when = dateTime(entry.at);
              const who = entry.by ?? t`someone no longer listed`;
              return (
                <li key={index}>
                  <strong>{entry.text}</strong>
                  <br />
                  <span
                    css={(theme) => css`
                      color: ${theme.colors.muted};
                      font-size: 0.875rem;
                    `}
                  >
                    <Trans>
                      {entry.event} · {who} · {when}
                    </Trans>
                  </span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p>
            <Trans>Nothing has been changed here yet.</Trans>
          </p>
        )}
      </section>

      {editing ? (
        <ChangeDialog
          target={editing.target}
          initialMode={editing.mode}
          timeZone={timeZone}
          onClose={(result) => {
            setEditing(null);
            if (result) setSaved(result);
          }}
        />
      ) : null}
      <Dialog open={cancelling !== null} title={<Trans>Cancel the scheduled change?</Trans>} onClose={() => setCancelling(null)}>
        <p>{cancelling ? describe(cancelling) : null}</p>
        <DialogButtons
          confirm={<Trans>Cancel the change</Trans>}
          busy={cancellation.isLoading}
          failed={cancellation.isError}
          onConfirm={async () => {
            if (!cancelling) return;
            const result = await cancel({ id: cancelling.id });
            if (!result.error) {
              setCancelling(null);
              setSaved('cancelled');
            }
          }}
          onCancel={() => setCancelling(null)}
        />
      </Dialog>
    </section>
  );
}
