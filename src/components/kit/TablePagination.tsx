// Paging controls under a table: 'Rows per page' (10, 25, 50, 75, 100), the rows shown, and
// previous/next page buttons. Pages count from 1.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { controlStyle } from './field.tsx';
import { SelectField } from './SelectField.tsx';
import { Tooltip } from './Tooltip.tsx';
import { PAGE_SIZES, type PageSize } from '../../../tenants/lists.ts';

export { PAGE_SIZES, type PageSize };

/** Position in the whole list of the row at `index` on `page` (spec §9); 0 for pages below 1. */
export function paginationRank(page: number, pageSize: number, index: number): number {
  if (page > 1) return (page - 1) * pageSize + index + 1;
  if (page === 1) return index + 1;
  return 0;
}

export function TablePagination({
  page,
  pageSize,
  totalElements,
  totalIsEstimate = false,
  counting = false,
  onPageChange,
  onPageSizeChange,
}: {
  page: number;
  pageSize: number;
  totalElements: number;
  /** The total is an estimate (a broad search on the server): said as "about". */
  totalIsEstimate?: boolean;
  /** The first page is on its way: no count yet (not "0–0 of 0" under the loading rows). */
  counting?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
}) {
  const { t } = useLingui();
  const lastPage = Math.max(1, Math.ceil(totalElements / pageSize));
  const first = totalElements === 0 ? 0 : paginationRank(page, pageSize, 0);
  const last = Math.min(page * pageSize, totalElements);

  const control = (theme: Theme) => css`
    padding: 0.25rem 0.5rem;
    ${controlStyle(theme)}
    &:disabled {
      opacity: 0.5;
      cursor: not-allowed;
    }
  `;

  return (
    <nav
      aria-label={t`Pagination`}
      css={(theme) => css`
        display: flex;
        flex-wrap: wrap;
        justify-content: flex-end;
        align-items: center;
        gap: ${theme.space.lg};
        padding: 0.5rem 0;
      `}
    >
      <SelectField
        inline
        label={<Trans>Rows per page</Trans>}
        value={String(pageSize)}
        onChange={(size) => onPageSizeChange(Number(size) as PageSize)}
        // A list's own default outside the options (the data dictionary's 20, spec §9) is offered too.
        options={[...new Set<number>([...PAGE_SIZES, pageSize])]
          .sort((a, b) => a - b)
          .map((size) => ({ value: String(size), label: String(size) }))}
      />
      <span aria-live="polite">
        {counting ? null : totalIsEstimate ? (
          <Trans>
            {first}–{last} of about {totalElements}
          </Trans>
        ) : (
          <Trans>
            {first}–{last} of {totalElements}
          </Trans>
        )}
      </span>
      <span
        css={(theme) => css`
          display: flex;
          gap: ${theme.space.sm};
        `}
      >
        <Tooltip text={t`Previous page`}>
          <button type="button" aria-label={t`Previous page`} disabled={page <= 1} onClick={() => onPageChange(page - 1)} css={control}>
            <span aria-hidden="true">‹</span>
          </button>
        </Tooltip>
        <Tooltip text={t`Next page`}>
          <button type="button" aria-label={t`Next page`} disabled={page >= lastPage} onClick={() => onPageChange(page + 1)} css={control}>
            <span aria-hidden="true">›</span>
          </button>
        </Tooltip>
      </span>
    </nav>
  );
}
