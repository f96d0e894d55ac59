// Authorized Domains (/admin/domainsList, spec §2 "Admin tables", §3 "Authorised domain", §7
// "Email domains"): the company's authorised e-mail domains; admins add (checked by the server's
// validate first, the error shown at the field), change and delete them. Deleting a domain that
// users still have an e-mail under asks a second time, naming how many (DomainDialogs.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { AdminListPage } from '../../../components/admin/AdminListPage.tsx';
import { RowButtons } from '../../../components/admin/RowButtons.tsx';
import { queryRows, useListState } from '../../../components/admin/useListState.ts';
import { useRowDialogs } from '../../../components/admin/useRowDialogs.ts';
import type { DataTableColumn } from '../../../components/kit/DataTable.tsx';
import { Button } from '../../../components/ui.tsx';
import { hasPermission } from '../../../lib/session.ts';
import { useCompanySession } from '../../../lib/useSession.ts';
import { useListEmailDomainsQuery } from './api.ts';
import { AddDomainDialog, DeleteDomainDialog, type Domain, EditDomainDialog } from './DomainDialogs.tsx';

type SortBy = 'domainName' | 'allowSubDomains' | 'is3pDomain' | 'uiCreatedOnDate';
const MIN_SEARCH = 3;

export default function DomainsPage() {
  const { t, i18n } = useLingui();
  const { user, companyId } = useCompanySession();
  const mayManage = hasPermission(user, 'MANAGE', 'EMAIL_DOMAIN');

  const list = useListState<SortBy>('domainName', { minSearch: MIN_SEARCH });
  const domains = useListEmailDomainsQuery({ companyId, ...list.args });
  const dialogs = useRowDialogs<Domain, 'add' | 'edit' | 'delete'>();
  const editing = dialogs.rowOf('edit');
  const deleting = dialogs.rowOf('delete');

  const dateFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.locale, {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: user.user_preferences.locale.timezone,
      }),
    [i18n.locale, user.user_preferences.locale.timezone],
  );
  const columns = useMemo<DataTableColumn<Domain>[]>(
    () => [
      { id: 'domainName', header: t`Domain`, value: (d) => d.domainName, sortable: true },
      { id: 'allowSubDomains', header: t`Allow subdomain`, value: (d) => (d.allowSubDomains ? t`Yes` : t`No`), sortable: true },
      { id: 'is3pDomain', header: t`Domain type`, value: (d) => (d.is3pDomain ? t`3P` : t`Company`), sortable: true },
      { id: 'uiCreatedOnDate', header: t`Creation date`, value: (d) => dateFormat.format(new Date(d.uiCreatedOnDate)), sortable: true },
    ],
    [t, dateFormat],
  );

  return (
    <AdminListPage
      title={t`Authorized Domains`}
      actions={
        mayManage ? (
          <Button type="button" onClick={() => dialogs.open('add')}>
            <Trans>Add domain</Trans>
          </Button>
        ) : null
      }
      done={dialogs.done}
      search={{ label: t`Search domains`, value: list.searchText, onChange: list.setSearchText, hint: t`Enter at least 3 characters.` }}
      loadFailed={domains.isError}
      table={{
        caption: t`Authorized domains`,
        columns,
        ...queryRows(domains),
        getRowId: (d) => d.id,
        ...list.table,
        rowActions: mayManage
          ? (domain) => (
              <RowButtons
                name={domain.domainName}
                buttons={[
                  { label: <Trans>Edit</Trans>, onClick: () => dialogs.open('edit', domain) },
                  { label: <Trans>Delete</Trans>, variant: 'secondary', onClick: () => dialogs.open('delete', domain) },
                ]}
              />
            )
          : undefined,
      }}
      dialogs={
        <>
          {dialogs.isOpen('add') ? (
            <AddDomainDialog companyId={companyId} onClose={(added) => dialogs.close(added ? t`${added} was added.` : undefined)} />
          ) : null}
          {editing ? (
            <EditDomainDialog
              companyId={companyId}
              domain={editing}
              onClose={(saved) => dialogs.close(saved ? t`${saved} was updated.` : undefined)}
            />
          ) : null}
          {deleting ? (
            <DeleteDomainDialog
              companyId={companyId}
              domain={deleting}
              onClose={(deleted) => dialogs.close(deleted ? t`${deleted} was deleted.` : undefined)}
            />
          ) : null}
        </>
      }
    />
  );
}
