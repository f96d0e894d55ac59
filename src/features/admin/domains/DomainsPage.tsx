// Authorized Domains (/admin/domainsList, spec §2 "Admin tables", §3 "Authorised domain", §7
// "Email domains"): the company's authorised e-mail domains; admins add (checked by the server's
// validate first, the error shown at the field), change and delete them. Deleting a domain that
// users still have an e-mail under asks a second time, naming how many (DomainDialogs.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { LIST_DEFAULTS } from '../../../../tenants/lists.ts';
import { ManagedListPage, useManagedListState } from '../../../components/admin/ManagedListPage.tsx';
import type { DataTableColumn } from '../../../components/kit/DataTable.tsx';
import { hasPermission } from '../../../lib/session.ts';
import { useCompanySession } from '../../../lib/useCompanySession.ts';
import { useListEmailDomainsQuery } from './api.ts';
import { AddDomainDialog, DeleteDomainDialog, type Domain, EditDomainDialog } from './DomainDialogs.tsx';
import { useUserDates } from '../../../lib/dates.ts';

const SORTS = ['domainName', 'allowSubDomains', 'is3pDomain', 'uiCreatedOnDate'] as const;

export default function DomainsPage() {
  const { t } = useLingui();
  const { user, companyId } = useCompanySession();
  const list = useManagedListState(LIST_DEFAULTS.emailDomains, SORTS);
  const domains = useListEmailDomainsQuery({ companyId, ...list.args });

  const { date } = useUserDates();
  const columns = useMemo<DataTableColumn<Domain>[]>(
    () => [
      { id: 'domainName', header: t`Domain`, value: (d) => d.domainName, sortable: true },
      { id: 'allowSubDomains', header: t`Allow subdomain`, value: (d) => (d.allowSubDomains ? t`Yes` : t`No`), sortable: true },
      { id: 'is3pDomain', header: t`Domain type`, value: (d) => (d.is3pDomain ? t`3P` : t`Company`), sortable: true },
      { id: 'uiCreatedOnDate', header: t`Creation date`, value: (d) => date(d.uiCreatedOnDate), sortable: true },
    ],
    [t, date],
  );

  return (
    <ManagedListPage
      title={t`Authorized Domains`}
      companyId={companyId}
      mayManage={hasPermission(user, 'MANAGE', 'EMAIL_DOMAIN')}
      search={{ label: t`Search domains`, list }}
      table={{ caption: t`Authorized domains`, columns, query: domains, getRowId: (d) => d.id, rowName: (d) => d.domainName }}
      add={{ label: <Trans>Add domain</Trans>, dialog: AddDomainDialog, done: (added) => t`${added} was added.` }}
      edit={{ label: <Trans>Edit</Trans>, dialog: EditDomainDialog, done: (saved) => t`${saved} was updated.` }}
      remove={{ label: <Trans>Delete</Trans>, dialog: DeleteDomainDialog, done: (deleted) => t`${deleted} was deleted.` }}
      empty={<Trans>Add the e-mail domains of your company (example.com): new users are invited at addresses under them.</Trans>}
    />
  );
}
