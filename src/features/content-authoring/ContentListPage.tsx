// The content owners' list (issue 15 §3, /content): every item of the tenant with its latest
// version's title and status, last saved first, filtered by kind, language, status and words
// (kept in the address), and the way to write a new one.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import { SelectField } from '../../components/kit/SelectField.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Link } from '../../components/Link.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { pageSizeOf, TablePagination } from '../../components/kit/TablePagination.tsx';
import { buttonStyle, DefaultError, EmptyState } from '../../components/ui.tsx';
import { useUserDates } from '../../lib/dates.ts';
import { useDebounced } from '../../lib/useDebounced.ts';
import { useLanguageName } from '../../lib/languages.ts';
import { type ListContentItemsApiArg, useListContentItemsQuery } from './api.ts';
import { KIND_LABELS, KINDS, type Kind, STATUS_LABELS, type Status } from './labels.ts';

const filtersStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
`;

const tableStyle = (theme: Theme) => css`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${theme.space.sm};
    border-bottom: 1px solid ${theme.colors.divider};
    vertical-align: top;
  }
  a {
    color: ${theme.colors.primary};
    font-weight: 600;
  }
`;

export default function ContentListPage() {
  const { t, i18n } = useLingui();
  const languageName = useLanguageName();
  const dates = useUserDates();
  const [params, setParams] = useSearchParams();
  const kind = (params.get('kind') ?? '') as Kind | '';
  const locale = params.get('locale') ?? '';
  const status = (params.get('status') ?? '') as Status | '';
  const search = params.get('search') ?? '';
  const page = Math.max(0, Number(params.get('page')) || 0);
  const pageSize = pageSizeOf(params.get('size'), 25);
  const words = useDebounced(search.trim(), 500);
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const query: ListContentItemsApiArg = {
    kind: kind || undefined,
    locale: (locale || undefined) as ListContentItemsApiArg['locale'],
    status: status || undefined,
    search: words || undefined,
    page,
    pageSize,
  };
  const items = useListContentItemsQuery(query);
  const data = items.data;
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
        <SelectField label={<Trans>Kind</Trans>} value={kind} onChange={(v) => set('kind', v)}>
          <option value="">{t`All kinds`}</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {i18n._(KIND_LABELS[k])}
            </option>
          ))}
        </SelectField>
        <SelectField label={<Trans>Language</Trans>} value={locale} onChange={(v) => set('locale', v)}>
          <option value="">{t`All languages`}</option>
          {__TENANT__.locales.supported.map((l) => (
            <option key={l} value={l}>
              {languageName(l)}
            </option>
          ))}
        </SelectField>
        <SelectField label={<Trans>Status</Trans>} value={status} onChange={(v) => set('status', v)}>
          <option value="">{t`All statuses`}</option>
          {(Object.keys(STATUS_LABELS) as Status[]).map((s) => (
            <option key={s} value={s}>
              {i18n._(STATUS_LABELS[s])}
            </option>
          ))}
        </SelectField>
        <TextInput label={<Trans>Title or path</Trans>} type="search" value={search} onChange={(v) => set('search', v)} maxLength={100} />
      </div>
      {items.error ? <DefaultError /> : null}
      {data && data.totalElements === 0 ? (
        <EmptyState>
          <Trans>No content matches these filters.</Trans>
        </EmptyState>
      ) : null}
      {data && data.totalElements > 0 ? (
        <>
          <div css={{ overflowX: 'auto' }}>
            <table css={tableStyle}>
              <caption css={{ textAlign: 'left', fontWeight: 600, marginBottom: '0.5rem' }}>
                <Trans>{data.totalElements} items</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Title</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Kind</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Language</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Status</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Last saved</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.content.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <Link to={`/content/${item.id}`}>{item.title}</Link>
                      <div css={(theme) => ({ color: theme.colors.muted, fontSize: theme.fontSize.sm })}>{item.key}</div>
                    </td>
                    <td>{i18n._(KIND_LABELS[item.kind])}</td>
                    <td>{languageName(item.locale)}</td>
                    <td>{i18n._(STATUS_LABELS[item.status])}</td>
                    <td>
                      {dates.dateTime(item.savedAt)}
                      <div css={(theme) => ({ color: theme.colors.muted, fontSize: theme.fontSize.sm })}>{item.savedBy}</div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <TablePagination
            page={page + 1}
            pageSize={pageSize}
            totalElements={data.totalElements}
            onPageChange={(next) => set('page', String(next - 1))}
            onPageSizeChange={(size) => set('size', String(size))}
          />
        </>
      ) : null}
    </section>
  );
}
