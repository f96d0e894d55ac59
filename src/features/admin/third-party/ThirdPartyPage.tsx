// Third Party (/admin/thirdParty, spec §2 "Admin tables": partner, partner code, primary contact;
// §3 "Third-party partner association"; §7 "Partners"): the agencies working for the company and
// the products their users may use on its behalf. An admin finds an agency by its business code,
// chooses the products and associates it; changes the products; removes the partner
// (PartnerDialogs.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { LIST_DEFAULTS } from '../../../../tenants/lists.ts';
import { ManagedListPage, useManagedListState } from '../../../components/admin/ManagedListPage.tsx';
import type { DataTableColumn } from '../../../components/kit/DataTable.tsx';
import { hasPermission } from '../../../lib/session.ts';
import { useCompanySession } from '../../../lib/useCompanySession.ts';
import { productText } from '../../../../tenants/product-names.ts';
import { useListPartnersQuery } from './api.ts';
import { AddPartnerDialog, type Association, EditProductsDialog, RemovePartnerDialog } from './PartnerDialogs.tsx';

const SORTS = ['companyName', 'businessCode', 'adminEmail', 'uiCreatedOnDate'] as const;

export default function ThirdPartyPage() {
  const { t } = useLingui();
  const { user, companyId } = useCompanySession();
  const list = useManagedListState(LIST_DEFAULTS.partners, SORTS);
  const associations = useListPartnersQuery({ companyId, ...list.args });

  const columns = useMemo<DataTableColumn<Association>[]>(
    () => [
      { id: 'companyName', header: t`Partner`, value: (a) => a.partnerCompany.companyName, sortable: true },
      { id: 'businessCode', header: t`Partner code`, value: (a) => a.partnerCompany.businessCode, sortable: true },
      {
        id: 'adminEmail',
        header: t`Primary contact`,
        value: (a) => a.partnerCompany.adminEmail,
        truncateAt: 17,
        truncateOnlyNarrow: true,
        sortable: true,
      },
      { id: 'products', header: t`Products`, value: (a) => productText(a.products), truncateAt: 40 },
    ],
    [t],
  );

  return (
    <ManagedListPage
      title={t`Third Party`}
      companyId={companyId}
      mayManage={hasPermission(user, 'MANAGE', 'COMPANY_PARTNER_ASSOCIATION')}
      search={{ label: t`Search partners`, list }}
      table={{
        caption: t`Third-party partners`,
        columns,
        query: associations,
        getRowId: (a) => a.associationId,
        rowName: (a) => a.partnerCompany.companyName,
      }}
      add={{ label: <Trans>Add partner</Trans>, dialog: AddPartnerDialog, done: (added) => t`${added} is now your partner.` }}
      edit={{ label: <Trans>Edit products</Trans>, dialog: EditProductsDialog, done: (saved) => t`The products of ${saved} were updated.` }}
      remove={{ label: <Trans>Remove</Trans>, dialog: RemovePartnerDialog, done: (removed) => t`${removed} is no longer your partner.` }}
      empty={<Trans>Associate the agencies that work for your company: their users then use the products you choose for them.</Trans>}
    />
  );
}
