// The filters of global user management (issue 16 §1): the tab's filters, each a multi-select of
// the values found in the tenant (company statuses follow the chosen company types), and the free
// search, which starts at 3 characters.
import { css } from '@emotion/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MultiSelect, type MultiSelectOption } from '../../components/kit/MultiSelect.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Button } from '../../components/ui.tsx';
import { COMPANY_STATUS_LABELS, COMPANY_TYPE_LABELS, ROLE_LABELS, useLabel } from '../../lib/labels.ts';
import {
  useListCompanyStatusesQuery,
  useListCompanyTypesQuery,
  useListGlobalUserAttributesQuery,
  useListGlobalUserProductsQuery,
  useListGlobalUserRolesQuery,
  useListGlobalUserSbusQuery,
} from './api.ts';
import { type FilterKey, type Filters, MIN_SEARCH, TAB_FILTERS, type Tab } from './view.ts';

/** The user attributes (GET users/filters/attributes) in words. */
export const ATTRIBUTE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  BLOCKED: msg`Blocked`,
  PENDING_REGISTRATION: msg`Registration not completed`,
  NEVER_SIGNED_IN: msg`Never signed in`,
  INACTIVE_90_DAYS: msg`No sign-in for 90 days`,
  PENDING_ACCESS: msg`Access pending`,
  THIRD_PARTY_USER: msg`Works for a supplier (third party)`,
};

const filtersStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 1.5rem;
  > * {
    min-width: 12rem;
  }
`;

const NONE: MultiSelectOption[] = [];

export function GlobalUserFilters({
  tab,
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  onClear,
}: {
  tab: Tab;
  search: string;
  onSearchChange: (search: string) => void;
  filters: Filters;
  onFiltersChange: (filters: Partial<Filters>) => void;
  /** No search and no filter. */
  onClear: () => void;
}) {
  const { t, i18n } = useLingui();
  const label = useLabel();
  const offered = TAB_FILTERS[tab];
  const shows = (key: FilterKey) => offered.includes(key);

  const types = useListCompanyTypesQuery(undefined, { skip: !shows('companyTypes') });
  const statuses = useListCompanyStatusesQuery(filters.companyTypes.length ? { companyTypes: filters.companyTypes.join(',') } : {}, {
    skip: !shows('companyStatuses'),
  });
  const roles = useListGlobalUserRolesQuery({ userType: tab }, { skip: !shows('roles') });
  const products = useListGlobalUserProductsQuery();
  const attributes = useListGlobalUserAttributesQuery();
  const sbus = useListGlobalUserSbusQuery(undefined, { skip: !shows('sbu') });

  const options: Record<FilterKey, MultiSelectOption[]> = {
    companyTypes: types.data?.companyTypes.map((c) => ({ value: c.value, label: label(COMPANY_TYPE_LABELS, c.value) })) ?? NONE,
    companyStatuses: statuses.data?.statuses.map((s) => ({ value: s, label: label(COMPANY_STATUS_LABELS, s) })) ?? NONE,
    roles: roles.data?.roles.map((r) => ({ value: r, label: label(ROLE_LABELS, r) })) ?? NONE,
    products: products.data?.products.map((p) => ({ value: p.code, label: p.name })) ?? NONE,
    attributes:
      attributes.data?.attributes.map((a) => ({ value: a, label: ATTRIBUTE_LABELS[a] ? i18n._(ATTRIBUTE_LABELS[a]) : a })) ?? NONE,
    sbu: sbus.data?.sbu.map((s) => ({ value: s, label: s })) ?? NONE,
  };
  const titles: Record<FilterKey, string> = {
    companyTypes: t`Company types`,
    companyStatuses: t`Company statuses`,
    roles: t`Roles`,
    products: t`Products`,
    attributes: t`User attributes`,
    sbu: t`Strategic business unit (SBU)`,
  };

  const change = (key: FilterKey, values: string[]) => {
    // A status no longer found among the chosen types' companies would filter out everyone.
    onFiltersChange(key === 'companyTypes' ? { companyTypes: values, companyStatuses: [] } : { [key]: values });
  };
  const any = search.length > 0 || offered.some((key) => filters[key].length > 0);
  const typed = search.trim();

  return (
    <div css={filtersStyle} role="search" aria-label={t`Filter the users`}>
      <TextInput
        label={t`Search name, email or company`}
        type="search"
        value={search}
        maxLength={100}
        onChange={onSearchChange}
        hint={typed.length > 0 && typed.length < MIN_SEARCH ? t`Enter at least 3 characters to start searching` : undefined}
      />
      {offered.map((key) => (
        <MultiSelect
          key={key}
          label={titles[key]}
          options={options[key]}
          selected={filters[key]}
          onChange={(values) => change(key, values)}
        />
      ))}
      {any ? (
        <Button type="button" variant="secondary" onClick={onClear}>
          {t`Clear filters`}
        </Button>
      ) : null}
    </div>
  );
}
