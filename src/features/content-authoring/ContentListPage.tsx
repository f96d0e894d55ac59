// The content owners' list (issue 15 §3, /content): every item of the tenant with its latest
// version's title and status, last saved first, filtered by kind, language, status and words, paged
// on the server on the kit's DataTable; the view lives in the address (lib/useListState.ts). And the
// way to write a new one.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { LIST_DEFAULTS } from '../../../tenants/lists.ts';
import { DataTable, type DataTableColumn } from '../../components/kit/DataTable.tsx';
import { queryRows } from '../../components/kit/queryRows.ts';
import { SelectField } from '../../components/kit/SelectField.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Link } from '../../components/Link.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { buttonStyle } from '../../components/ui.tsx';
import { useUserDates } from '../../lib/dates.ts';
import { useLanguageName } from '../../lib/languages.ts';
import { oneOf, useListState } from '../../lib/useListState.ts';
import { type ListContentItemsApiArg, type ListContentItemsApiResponse, useListContentItemsQuery } from './api.ts';
import { KIND_LABELS, KINDS, STATUS_LABELS, type Status } from './labels.ts';

type Item = ListContentItemsApiResponse['content'][number];
type Locale = NonNullable<ListContentItemsApiArg['locale']>;
const STATUSES = Object.keys(STATUS_LABELS) as Status[];
const FILTERS = {
  kind: oneOf(KINDS),
  locale: oneOf(__TENANT__.locales.supported as readonly Locale[]),
  status: oneOf(STATUSES),
};
const MAX_SEARCH = 100;
const rowId = (item: Item) => item.id;

const filtersStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
`;

const titleStyle = (theme: Theme) => css`
  color: ${theme.colors.primary};
  font-weight: 600;
`;

const underStyle = (theme: Theme) => css`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSize.sm};
`;

export default function ContentListPage() {
  const { t, i18n } = useLingui();
  const languageName = useLanguageName();
  const dates = useUserDates();
  const list = useListState({ defaults: LIST_DEFAULTS.contentItems, filters: FILTERS, maxSearch: MAX_SEARCH });
  const { kind, locale, status } = list.filters;
  const items = useListContentItemsQuery({
    ...list.args,
    ...(kind ? { kind } : {}),
    ...(locale ? { locale } : {}),
    ...(status ? { status } : {}),
  });
  const nothing = !items.isFetching && !items.isError && items.data?.totalElements === 0;

  const columns = useMemo(
    (): DataTableColumn<Item>[] => [
      {
        id: 'title',
        header: t`Title`,
        value: (item) => item.title,
        cell: (item) => (
          <>
            <Link to={`/content/${item.id}`} css={titleStyle}>
              {item.title}
            </Link>
            <div css={underStyle}>{item.key}</div>
          </>
        ),
      },
      { id: 'kind', header: t`Kind`, value: (item) => i18n._(KIND_LABELS[item.kind]) },
      { id: 'locale', header: t`Language`, value: (item) => languageName(item.locale) },
      { id: 'status', header: t`Status`, value: (item) => i18n._(STATUS_LABELS[item.status]) },
      {
        id: 'savedAt',
        header: t`Last saved`,
        value: (item) => dates.dateTime(item.savedAt),
        cell: (item) => (
          <>
            {dates.dateTime(item.savedAt)}
            <div css={underStyle}>{item.savedBy}</div>
          </>
        ),
      },
    ],
    [t, i18n, languageName, dates],
  );

  return (
    <section data-page="content-list">
      <PageHeader
        title={<Trans>Content</Trans>}
        intro={
          <Trans>
            Write and publish the knowledge base, release notes, resources and public pages. Readers see a published change at once.
          </Trans>
        }
        actions={
          <Link to={`/content/new?kind=${kind || 'ARTICLE'}`} css={buttonStyle}>
            <Trans>New item</Trans>
          </Link>
        }
      />
      <div css={filtersStyle} role="group" aria-label={t`Filters`}>
        <SelectField
          label={<Trans>Kind</Trans>}
          value={kind}
          onChange={(v) => list.setFilters({ kind: v as typeof kind })}
          options={[{ value: '', label: t`All kinds` }, ...KINDS.map((k) => ({ value: k, label: i18n._(KIND_LABELS[k]) }))]}
        />
        <SelectField
          label={<Trans>Language</Trans>}
          value={locale}
          onChange={(v) => list.setFilters({ locale: v as typeof locale })}
          options={[
            { value: '', label: t`All languages` },
            ...__TENANT__.locales.supported.map((l) => ({ value: l, label: languageName(l) })),
          ]}
        />
        <SelectField
          label={<Trans>Status</Trans>}
          value={status}
          onChange={(v) => list.setFilters({ status: v as typeof status })}
          options={[{ value: '', label: t`All statuses` }, ...STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) }))]}
        />
        <TextInput
          label={<Trans>Title or path</Trans>}
          type="search"
          value={list.searchText}
          onChange={list.setSearchText}
          maxLength={MAX_SEARCH}
        />
      </div>
      <DataTable
        caption={t`Content items`}
        columns={columns}
        {...queryRows(items)}
        getRowId={rowId}
        {...list.table}
        selectable={false}
        filterPrompt={
          nothing ? (
            <span role="status">
              <Trans>No content matches these filters.</Trans>
            </span>
          ) : undefined
        }
      />
    </section>
  );
}
