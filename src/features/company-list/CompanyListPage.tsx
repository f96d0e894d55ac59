// Customer Accounts (/companyList, spec §2 "Header", §4, §7 "Super admin context"): a super admin
// searches the country's companies and chooses one to act for, giving a reason that the activity
// log keeps; a spectator chooses one to view.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ActOnBehalfDialog } from '../../components/ActOnBehalfDialog.tsx';
import { DataTable, type DataTableColumn, type SortingState } from '../../components/kit/DataTable.tsx';
import { visuallyHidden } from '../../components/kit/field.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Button } from '../../components/ui.tsx';
import { COMPANY_STATUS_LABELS, COMPANY_TYPE_LABELS, useLabel } from '../../lib/labels.ts';
import { isSpectator } from '../../lib/session.ts';
import { type ListCompaniesApiResponse, useGetUserContextQuery, useListCompaniesQuery } from './api.ts';
import { useDebounced } from '../../lib/useDebounced.ts';

type Company = ListCompaniesApiResponse['content'][number];
const SORT_KEYS = { companyName: 'companyName', status: 'status', companyType: 'companyType' } as const;

export default function CompanyListPage() {
  const { t } = useLingui();
  const label = useLabel();
  const { data: user } = useGetUserContextQuery({ permissions: true });
  const spectator = user ? isSpectator(user) : false;
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 500);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'companyName', desc: false }]);
  const sortBy = SORT_KEYS[(sorting[0]?.id ?? 'companyName') as keyof typeof SORT_KEYS] ?? 'companyName';
  const companies = useListCompaniesQuery({
    page: page - 1,
    pageSize,
    sortBy,
    sortOrder: sorting[0]?.desc ? 'DESC' : 'ASC',
    showProducts: false,
    ...(search ? { search } : {}),
  });
  const [chosen, setChosen] = useState<Company | null>(null);

  const columns: DataTableColumn<Company>[] = [
    { id: 'companyName', header: t`Company name`, value: (c) => c.companyName, sortable: true },
    { id: 'companyType', header: t`Company type`, value: (c) => label(COMPANY_TYPE_LABELS, c.companyType), sortable: true },
    { id: 'status', header: t`Status`, value: (c) => label(COMPANY_STATUS_LABELS, c.status), sortable: true },
    { id: 'adminEmail', header: t`Primary contact`, value: (c) => c.adminEmail, truncateAt: 17 },
  ];

  return (
    <section>
      <PageHeader title={<Trans>Customer Accounts</Trans>} />
      <TextInput label={t`Search companies`} value={searchText} onChange={(value) => setSearchText(value)} type="search" />
      <DataTable
        caption={t`Companies`}
        columns={columns}
        rows={companies.data?.content ?? []}
        getRowId={(c) => c.companyId}
        totalElements={companies.data?.totalElements ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        sorting={sorting}
        onSortingChange={setSorting}
        loading={companies.isFetching}
        error={companies.isError}
        selectable={false}
        search={search}
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
