// What the data dictionary shows under its search (spec §2 "Data Dictionary" columns and panels,
// §8): the entries on the shared DataTable, paged on the server, 7 skeleton rows while loading; the
// default error panel; 'No results' with a link to browse by topic when there is no term; 'No
// results found for' the term, with its "Did you mean" terms as buttons. Each entry's name is a
// button that opens (or closes) the entry's details.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createContext, useContext, useId, useMemo } from 'react';
import { DataTable, type DataTableColumn, type PageSize } from '../../components/kit/DataTable.tsx';
import { linkButtonStyle } from '../../components/kit/field.tsx';
import { Link } from '../../components/Link.tsx';
import { DefaultError, EmptyState, secondaryButtonStyle } from '../../components/ui.tsx';
import { useFeatureFlag } from '../../lib/flags.ts';
import { type GlossaryEntry, productsText, useGlossaryLabels } from './labels.ts';

/**
 * Where "No results" sends the reader (spec §2: browse by topic): the browse view, or where its
 * flag is off, the whole dictionary by name.
 */
export const BROWSE_BY_TOPIC_PATH = '/dataDictionaryV2';
const WHOLE_DICTIONARY_PATH = '/dataDictionary';
/** Descriptions are cut sooner than product lists, which people scan whole. */
const DESCRIPTION_AT = 50;
const PRODUCTS_AT = 80;
const NO_ROWS: GlossaryEntry[] = [];
const rowId = (entry: GlossaryEntry) => entry.id;

const nameButtonStyle = (theme: Theme) => css`
  ${linkButtonStyle(theme)};
  font-weight: 600;
  text-align: left;
  overflow-wrap: anywhere;
  /* Names are the column people read: it keeps a readable width beside the long technical names. */
  min-width: 10rem;
`;

/** Technical and DSS names have no spaces to wrap at: they break anywhere rather than push the names aside. */
const codeStyle = css`
  overflow-wrap: anywhere;
`;

const didYouMeanStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The opened entry and how to open one, for the name buttons. A context rather than the columns'
 * closure: new columns would remount the table's cells (and fold their 'see more' texts) whenever
 * an entry opens or closes.
 */
const OpenEntryContext = createContext<{ selectedId: string | null; detailsId: string; onOpen: (entry: GlossaryEntry) => void }>({
  selectedId: null,
  detailsId: '',
  onOpen: () => {},
});

function NameButton({ entry }: { entry: GlossaryEntry }) {
  const { selectedId, detailsId, onOpen } = useContext(OpenEntryContext);
  const open = entry.id === selectedId;
  return (
    <button
      type="button"
      data-entry-id={entry.id}
      aria-expanded={open}
      aria-controls={open ? detailsId : undefined}
      onClick={() => onOpen(entry)}
      css={nameButtonStyle}
    >
      {entry.business_name}
    </button>
  );
}

/** The table's columns (spec §2 "Table columns"). */
export type ColumnId =
  'name' | 'technicalName' | 'dssName' | 'description' | 'dataType' | 'fieldType' | 'availableTo' | 'products' | 'charter' | 'basic';

export interface ResultsAnswer {
  results: GlossaryEntry[];
  total_elements: number;
  match_lists?: string[];
}

export function ResultsPanel({
  term,
  answer,
  loading,
  error,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  selectedId,
  detailsId,
  onOpen,
  onDidYouMean,
  columnIds,
}: {
  /** The term searched; '' for the whole dictionary. */
  term: string;
  /** The answer for the view shown (undefined while the first one loads). */
  answer: ResultsAnswer | undefined;
  loading: boolean;
  error: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
  selectedId: string | null;
  /** The id of the details region an open entry's button controls. */
  detailsId: string;
  onOpen: (entry: GlossaryEntry) => void;
  /** Runs a "Did you mean" term (searches only). */
  onDidYouMean?: (term: string) => void;
  /** The columns shown, by id (all of spec §2 by default); the opened entry shows every field. */
  columnIds?: readonly ColumnId[];
}) {
  const { t } = useLingui();
  const labels = useGlossaryLabels();
  const browsePath = useFeatureFlag('data-dictionary-v2') ? BROWSE_BY_TOPIC_PATH : WHOLE_DICTIONARY_PATH;
  const didYouMeanId = useId();
  const openEntry = useMemo(() => ({ selectedId, detailsId, onOpen }), [selectedId, detailsId, onOpen]);

  const columns = useMemo(
    (): DataTableColumn<GlossaryEntry>[] => [
      {
        id: 'name',
        header: t`Name`,
        value: (entry) => entry.business_name,
        cell: (entry) => <NameButton entry={entry} />,
      },
      {
        id: 'technicalName',
        header: t`Technical Name`,
        value: (entry) => entry.technical_name,
        cell: (entry) => <span css={codeStyle}>{entry.technical_name}</span>,
      },
      { id: 'dssName', header: t`DSS Name`, value: (entry) => entry.dss_business_name },
      { id: 'description', header: t`Description`, value: (entry) => entry.business_definition, truncateAt: DESCRIPTION_AT },
      { id: 'dataType', header: t`Data type`, value: labels.dataType },
      { id: 'fieldType', header: t`Field type`, value: labels.fieldType },
      { id: 'availableTo', header: t`Available to`, value: labels.availability },
      { id: 'products', header: t`Products`, value: productsText, truncateAt: PRODUCTS_AT },
      { id: 'charter', header: t`Charter`, value: labels.charter },
      { id: 'basic', header: t`Basic`, value: labels.basic },
    ],
    [t, labels],
  );
  const shownColumns = useMemo(
    () => (columnIds ? columns.filter((column) => columnIds.includes(column.id as ColumnId)) : columns),
    [columns, columnIds],
  );

  if (error && !loading) return <DefaultError />;

  if (!loading && answer?.total_elements === 0) {
    if (!term) {
      return (
        <EmptyState action={<Link to={browsePath}>{t`Browse by topic`}</Link>}>
          <p role="status">
            <Trans>No results</Trans>
          </p>
        </EmptyState>
      );
    }
    const alternatives = answer.match_lists ?? [];
    return (
      <EmptyState
        action={
          alternatives.length > 0 ? (
            <div>
              <p id={didYouMeanId}>
                <Trans>Did you mean:</Trans>
              </p>
              <ul aria-labelledby={didYouMeanId} css={didYouMeanStyle}>
                {alternatives.map((alternative) => (
                  <li key={alternative}>
                    <button type="button" onClick={() => onDidYouMean?.(alternative)} css={secondaryButtonStyle}>
                      {alternative}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            // Nothing close to the term: what to do next is to browse.
            <Link to={browsePath}>{t`Browse by topic`}</Link>
          )
        }
      >
        <p role="status">
          <Trans>No results found for {term}</Trans>
        </p>
      </EmptyState>
    );
  }

  return (
    <OpenEntryContext value={openEntry}>
      <DataTable
        caption={term ? t`Data dictionary entries for ${term}` : t`Data dictionary entries`}
        columns={shownColumns}
        rows={answer?.results ?? NO_ROWS}
        getRowId={rowId}
        totalElements={answer?.total_elements ?? 0}
        loading={loading}
        selectable={false}
        page={page}
        pageSize={pageSize}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </OpenEntryContext>
  );
}
