// Third Party (/admin/thirdParty, spec §2 "Admin tables": partner, partner code, primary contact;
// §3 "Third-party partner association"; §7 "Partners"): the agencies working for the company and
// the products their users may use on its behalf. An admin finds an agency by its business code,
// chooses the products and associates it; changes the products; removes the partner
// (PartnerDialogs.tsx).
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
import { productName } from '../../../../tenants/product-names.ts';
import { useListPartnersQuery } from './api.ts';
import { AddPartnerDialog, type Association, EditProductsDialog, RemovePartnerDialog } from './PartnerDialogs.tsx';

type SortBy = 'companyName' | 'businessCode' | 'adminEmail' | 'uiCreatedOnDate';
const MIN_SEARCH = 3;

const productNames = (codes: string[]) => codes.map(productName).join(', ');

export default function ThirdPartyPage() {
  const { t } = useLingui();
  const { user, companyId } = useCompanySession();
  const mayManage = hasPermission(user, 'MANAGE', 'COMPANY_PARTNER_ASSOCIATION');

  const list = useListState<SortBy>('companyName', { minSearch: MIN_SEARCH });
  const associations = useListPartnersQuery({ companyId, ...list.args });
  const dialogs = useRowDialogs<Association, 'add' | 'edit' | 'remove'>();
  const editing = dialogs.rowOf('edit');
  const removing = dialogs.rowOf('remove');

  const columns = useMemo<DataTableColumn<Association>[]>(
    () => [
      { id: 'companyName', header: t`Partner`, value: (a) => a.partnerCompany.companyName, sortable: true },
      { id: 'businessCode', header: t`Partner code`, value: (a) => a.partnerCompany.businessCode, sortable: true },
      { id: 'adminEmail', header: t`Primary contact`, value: (a) => a.partnerCompany.adminEmail, truncateAt: 17, sortable: true },
      { id: 'products', header: t`Products`, value: (a) => productNames(a.products), truncateAt: 40 },
    ],
    [t],
  );

  return (
    <AdminListPage
      title={t`Third Party`}
      actions={
        mayManage ? (
          <Button type="button" onClick={() => dialogs.open('add')}>
            <Trans>Add partner</Trans>
          </Button>
        ) : null
      }
      done={dialogs.done}
      search={{ label: t`Search partners`, value: list.searchText, onChange: list.setSearchText, hint: t`Enter at least 3 characters.` }}
      loadFailed={associations.isError}
      table={{
        caption: t`Third-party partners`,
        columns,
        ...queryRows(associations),
        getRowId: (a) => a.associationId,
        ...list.table,
        rowActions: mayManage
          ? (association) => (
              <RowButtons
                name={association.partnerCompany.companyName}
                buttons={[
                  { label: <Trans>Edit products</Trans>, onClick: () => dialogs.open('edit', association) },
                  { label: <Trans>Remove</Trans>, variant: 'secondary', onClick: () => dialogs.open('remove', association) },
                ]}
              />
            )
          : undefined,
      }}
      dialogs={
        <>
          {dialogs.isOpen('add') ? (
            <AddPartnerDialog
              companyId={companyId}
              onClose={(added) => dialogs.close(added ? t`${added} is now your partner.` : undefined)}
            />
          ) : null}
          {editing ? (
            <EditProductsDialog
              companyId={companyId}
              association={editing}
              onClose={(saved) => dialogs.close(saved ? t`The products of ${saved} were updated.` : undefined)}
            />
          ) : null}
          {removing ? (
            <RemovePartnerDialog
              companyId={companyId}
              association={removing}
              onClose={(removed) => dialogs.close(removed ? t`${removed} is no longer your partner.` : undefined)}
            />
          ) : null}
        </>
      }
    />
  );
}
