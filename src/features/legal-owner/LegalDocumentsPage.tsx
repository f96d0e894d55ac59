// The legal owners' console (issue 31 §3, /legalDocuments): every legal document of the tenant per
// company-type variant (the terms of use, the data sharing addendum, the privacy policy), each with
// its versions — draft, in force, scheduled, replaced — their effective date, who published them and
// how many users accepted each. A version opens on its own page (text in each language, who accepted
// it; a draft is written, previewed and published there). Legal owners and super admins start a new
// draft; the spectator sees the same page without its buttons.
import { css } from '@emotion/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiError } from '../../api/baseApi.ts';
import { DataTable, type DataTableColumn } from '../../components/kit/DataTable.tsx';
import { Link } from '../../components/Link.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Alert, Button, DefaultError, Loading } from '../../components/ui.tsx';
import { formatDay } from '../../lib/dates.ts';
import { changesLegalDocuments } from '../../lib/session.ts';
import { useSession } from '../../lib/useSession.ts';
import { type ListLegalDocumentsApiResponse, useCreateLegalDraftMutation, useListLegalDocumentsQuery } from './api.ts';
import { STATUS_LABELS, VARIANT_LABELS } from './labels.ts';

type Variant = ListLegalDocumentsApiResponse['documents'][number];
type Version = Variant['versions'][number];

const sectionStyle = css`
  margin-top: 2rem;
  h2 {
    font-size: 1.25rem;
    margin-bottom: 0.25rem;
  }
`;

const headStyle = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
  p {
    margin: 0;
  }
`;

const nothing = () => undefined;

export default function LegalDocumentsPage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const view = useListLegalDocumentsQuery();
  const [create, creating] = useCreateLegalDraftMutation();
  const [failed, setFailed] = useState<string | null>(null);
  const mayChange = session.status === 'signed-in' && changesLegalDocuments(session.user);

  const columns = useMemo<DataTableColumn<Version>[]>(
    () => [
      {
        id: 'version',
        header: t`Version`,
        cell: (v) => {
          const number = v.number;
          return (
            <Link to={`/legalDocuments/${v.id}`}>
              <Trans>Version {number}</Trans>
            </Link>
          );
        },
      },
      { id: 'status', header: t`Status`, value: (v) => i18n._(STATUS_LABELS[v.status]!) },
      { id: 'effective', header: t`Effective date`, value: (v) => (v.effectiveDate ? formatDay(v.effectiveDate, i18n.locale) : '—') },
      {
        id: 'accepted',
        header: t`Accepted by`,
        value: (v) => {
          const count = v.acceptances;
          return v.status === 'DRAFT' ? '—' : plural(count, { one: '# user', other: '# users' });
        },
      },
      {
        id: 'by',
        header: t`Published or written by`,
        // Version 1 is the portal's own text of before the console: nobody published it here.
        value: (v) => v.updatedBy ?? (v.number === 1 ? t`The portal’s first text` : t`someone no longer listed`),
      },
    ],
    [t, i18n],
  );

  if (view.isLoading) return <Loading />;
  if (view.isError || !view.data) return <DefaultError />;
  const data = view.data;
  const country = __TENANT__.countryName;

  async function startDraft(variant: Variant) {
    setFailed(null);
    try {
      const { id } = await create({ document: variant.document, variant: variant.variant }).unwrap();
      void navigate(`/legalDocuments/${id}`);
    } catch (error) {
      setFailed((error as ApiError).message ?? t`Something went wrong`);
    }
  }

  const table = { page: 1, pageSize: 100, onPageChange: nothing, onPageSizeChange: nothing, selectable: false, paginated: false } as const;

  return (
    <section data-page="legal-documents">
      <PageHeader
        title={t`Legal documents`}
        intro={
          <Trans>
            The terms of use, data sharing addenda and privacy policy of {country}, per kind of company. Publish a new version with its
            effective date: from that day, every registered user who accepts the document is asked to accept the new version on their next
            page.
          </Trans>
        }
      />
      {!mayChange ? (
        <p role="note">
          <Trans>You can view the legal documents. Only legal owners and super admins change them.</Trans>
        </p>
      ) : null}
      {failed ? (
        <Alert tone="error">
          <p>{failed}</p>
        </Alert>
      ) : null}
      {data.documents.map((variant) => {
        const key = `${variant.document}/${variant.variant}`;
        const labels = VARIANT_LABELS[key]!;
        const name = i18n._(labels.name);
        const headingId = `legal-${key.replace('/', '-').toLowerCase()}`;
        const draft = variant.versions.find((v) => v.status === 'DRAFT');
        return (
          <section key={key} aria-labelledby={headingId} css={sectionStyle} data-variant={key}>
            <div css={headStyle}>
              <div>
                <h2 id={headingId}>{name}</h2>
                <p>{i18n._(labels.audience)}</p>
              </div>
              {mayChange && draft ? (
                <Link to={`/legalDocuments/${draft.id}`}>
                  <Trans>Open the draft: {name}</Trans>
                </Link>
              ) : null}
              {mayChange && !draft ? (
                <Button type="button" variant="secondary" disabled={creating.isLoading} onClick={() => void startDraft(variant)}>
                  <Trans>New version: {name}</Trans>
                </Button>
              ) : null}
            </div>
            <DataTable
              caption={t`Versions of ${name}`}
              columns={columns}
              rows={variant.versions}
              getRowId={(v) => v.id}
              totalElements={variant.versions.length}
              {...table}
            />
          </section>
        );
      })}
    </section>
  );
}
