// Customer Accounts (/companyList, spec §2 "Header", §4, §7 "Super admin context"): a super admin
// searches the country's companies and chooses one to act for, giving a reason that the activity
// log keeps; a spectator chooses one to view. The list's view (search, sort, page) lives in the
// address (lib/useListState.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LIST_DEFAULTS } from '../../../tenants/lists.ts';
import { ActOnBehalfDialog } from '../../components/ActOnBehalfDialog.tsx';
import { DataTable, type DataTableColumn } from '../../components/kit/DataTable.tsx';
import { queryRows } from '../../components/kit/queryRows.ts';
import { visuallyHidden } from '../../components/kit/field.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Button } from '../../components/ui.tsx';
import { COMPANY_STATUS_LABELS, COMPANY_TYPE_LABELS, useLabel } from '../../lib/labels.ts';
import { isSpectator } from '../../lib/session.ts';
import { useListState } from '../../lib/useListState.ts';
import { type ListCompaniesApiResponse, useGetUserContextQuery, useListCompaniesQuery } from './api.ts';

type Company = ListCompaniesApiResponse['content'][number];
const SORTS = ['companyName', 'companyType', 'status'] as const;

export default function CompanyListPage() {
  const { t } = useLingui();
  const label = useLabel();
  const { data: user } = useGetUserContextQuery({ permissions: true });
  const spectator = user ? isSpectator(user) : false;
  const list = useListState({ defaults: LIST_DEFAULTS.companies, sorts: SORTS });
  const companies = useListCompaniesQuery({ ...list.args, showProducts: false });
  const [chosen, setChosen] = useState<Company | null>(null);

  const columns: DataTableColumn<Company>[] = [
    { id: 'companyName', header: t`Company name`, value: (c) => c.companyName, sortable: true },
    { id: 'companyType', header: t`Company type`, value: (c) => label(COMPANY_TYPE_LABELS, c.companyType), sortable: true },
    { id: 'status', header: t`Status`, value: (c) => label(COMPANY_STATUS_LABELS, c.status), sortable: true },
    { id: 'adminEmail', header: t`Primary contact`, value: (c) => c.adminEmail, truncateAt: 17, truncateOnlyNarrow: true },
  ];

  return (
    <section>
      <PageHeader title={<Trans>Customer Accounts</Trans>} />
      <TextInput label={t`Search companies`} value={list.searchText} onChange={list.setSearchText} type="search" />
      <DataTable
        caption={t`Companies`}
        columns={columns}
        {...queryRows(companies)}
        getRowId={(c) => c.companyId}
        {...list.table}
        selectable={false}
        rowActions={(company) => (
          <Button type="button" variant="secondary" onClick={() => setChosen(company)}>
            {spectator ? <Trans>View</Trans> : <Trans>Act on behalf</Trans>}
            <span css={visuallyHidden}> {company.companyName}</span>
          </Button>
        )}
      />
      <ActOnBehalfDialog company={chosen} onClose={() => setChosen(null)} />
    </section>
  );
}
