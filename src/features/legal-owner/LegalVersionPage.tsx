// One version of a legal document (issue 31 §3, /legalDocuments/:id): where it stands (draft, in
// force, scheduled, replaced), its effective date, its text in each language of the tenant, and
// who accepted it. A draft is written here — a title and a Markdown text per language, with the
// preview beside it — saved, published with its effective date (PublishDialog), or discarded. A
// published version is read only, for good. The spectator reads, without the buttons.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { type ApiError, errorStatus } from '../../api/baseApi.ts';
import { DataTable, type DataTableColumn } from '../../components/kit/DataTable.tsx';
import { Tabs } from '../../components/kit/Tabs.tsx';
import { Link } from '../../components/Link.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useRouteParams } from '../../components/route-context.ts';
import { Alert, Button, DefaultError, Loading } from '../../components/ui.tsx';
import { formatDay, useUserDates } from '../../lib/dates.ts';
import { changesLegalDocuments } from '../../lib/session.ts';
import { useSession } from '../../lib/useSession.ts';
import {
  type GetLegalVersionApiResponse,
  useDiscardLegalDraftMutation,
  useGetLegalVersionQuery,
  useListLegalDocumentsQuery,
  useSaveLegalDraftMutation,
} from './api.ts';
import { LANGUAGE_LABELS, STATUS_LABELS, VARIANT_LABELS } from './labels.ts';
import { PublishDialog } from './PublishDialog.tsx';
import { RenderedText, type TextDraft, TextEditor } from './VersionText.tsx';

type Acceptance = GetLegalVersionApiResponse['acceptedBy'][number];
type Notice = { tone: 'success' | 'error'; text: string } | null;

const nothing = () => undefined;

export default function LegalVersionPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useRouteParams();
  const navigate = useNavigate();
  const session = useSession();
  const { dateTime } = useUserDates();
  const version = useGetLegalVersionQuery({ id });
  const overview = useListLegalDocumentsQuery();
  const [save, saving] = useSaveLegalDraftMutation();
  const [discard, discarding] = useDiscardLegalDraftMutation();
  const [texts, setTexts] = useState<TextDraft[]>([]);
  const [dirty, setDirty] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const mayChange = session.status === 'signed-in' && changesLegalDocuments(session.user);

  const data = version.data;
  // The form follows the version when it arrives (and after a save).
  useEffect(() => {
    if (data && !dirty) setTexts(data.texts);
  }, [data, dirty]);

  const columns = useMemo<DataTableColumn<Acceptance>[]>(
    () => [
      { id: 'name', header: t`Name`, value: (a) => a.name },
      { id: 'email', header: t`Email`, value: (a) => a.email, truncateAt: 40, truncateOnlyNarrow: true },
      { id: 'company', header: t`Company`, value: (a) => a.company ?? '—' },
      { id: 'acceptedAt', header: t`Accepted on`, value: (a) => dateTime(a.acceptedAt) },
    ],
    [t, dateTime],
  );

  if (version.error) {
    return errorStatus(version.error) === 404 ? (
      <section data-page="legal-version">
        <PageHeader title={<Trans>Version not found</Trans>} breadcrumbs={[{ path: '/legalDocuments', title: t`Legal documents` }]} />
        <Link to="/legalDocuments">
          <Trans>Back to the legal documents</Trans>
        </Link>
      </section>
    ) : (
      <DefaultError />
    );
  }
  if (!data || !texts.length) return <Loading />;

  const labels = VARIANT_LABELS[`${data.document}/${data.variant}`]!;
  const name = i18n._(labels.name);
  const number = data.number;
  const isDraft = data.status === 'DRAFT';
  const editable = isDraft && mayChange;
  const status = i18n._(STATUS_LABELS[data.status]!);
  const effective = data.effectiveDate ? formatDay(data.effectiveDate, i18n.locale) : null;
  const count = data.acceptances;
  const busy = saving.isLoading || discarding.isLoading;
  const failed = (error: unknown) => setNotice({ tone: 'error', text: (error as ApiError).message ?? t`Something went wrong` });

  async function saveDraft(): Promise<boolean> {
    try {
      await save({ id, body: { texts } }).unwrap();
      setDirty(false);
      setNotice({ tone: 'success', text: t`Draft saved.` });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  async function openPublish() {
    setNotice(null);
    if (dirty && !(await saveDraft())) return;
    setPublishing(true);
  }

  async function discardDraft() {
    try {
      await discard({ id }).unwrap();
      void navigate('/legalDocuments');
    } catch (error) {
      failed(error);
    }
  }

  // The page's language first, where the tenant writes in it.
  const pageLanguage = i18n.locale.slice(0, 2);
  const tabs = texts.map((text, index) => ({
    id: text.language,
    label: i18n._(LANGUAGE_LABELS[text.language]!),
    content: editable ? (
      <TextEditor
        text={text}
        onChange={(changed) => {
          setTexts((all) => all.map((t2, i) => (i === index ? changed : t2)));
          setDirty(true);
        }}
      />
    ) : (
      <RenderedText title={text.title} body={text.body} />
    ),
  }));
  const table = { page: 1, pageSize: 500, onPageChange: nothing, onPageSizeChange: nothing, selectable: false, paginated: false } as const;

  return (
    <section data-page="legal-version">
      <PageHeader
        title={
          <Trans>
            {name}: version {number}
          </Trans>
        }
        breadcrumbs={[{ path: '/legalDocuments', title: t`Legal documents` }]}
        intro={
          <>
            <span data-testid="legal-version-status">{status}</span>
            {effective ? (
              <>
                {' · '}
                <Trans>Effective date: {effective}</Trans>
              </>
            ) : null}
            {' · '}
            {i18n._(labels.audience)}
          </>
        }
        actions={
          editable ? (
            <>
              <Button type="button" variant="secondary" disabled={busy} onClick={() => void saveDraft()}>
                <Trans>Save draft</Trans>
              </Button>
              <Button type="button" disabled={busy || !overview.data} onClick={() => void openPublish()}>
                <Trans>Publish…</Trans>
              </Button>
              <Button type="button" variant="secondary" disabled={busy} onClick={() => void discardDraft()}>
                <Trans>Discard draft</Trans>
              </Button>
            </>
          ) : undefined
        }
      />
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {dirty ? (
        <p role="status" css={(theme) => ({ color: theme.colors.muted })}>
          <Trans>Unsaved changes</Trans>
        </p>
      ) : null}
      {isDraft && !mayChange ? (
        <p role="note">
          <Trans>This version is a draft. Only legal owners and super admins change it.</Trans>
        </p>
      ) : null}
      <Tabs label={t`Languages`} tabs={tabs} defaultSelectedId={pageLanguage} />

      <section aria-labelledby="legal-accepted" css={{ marginTop: '2rem' }}>
        <h2 id="legal-accepted" css={{ fontSize: '1.25rem' }}>
          <Trans>Who accepted it</Trans>
        </h2>
        {isDraft ? (
          <p>
            <Trans>Nobody yet: a draft is not shown to users.</Trans>
          </p>
        ) : data.acceptedBy.length ? (
          <>
            <p>{plural(count, { one: '# user accepted this version.', other: '# users accepted this version.' })}</p>
            <DataTable
              caption={t`Users who accepted version ${number}`}
              columns={columns}
              rows={data.acceptedBy}
              getRowId={(a) => `${a.email}-${a.acceptedAt}`}
              totalElements={data.acceptedBy.length}
              {...table}
            />
          </>
        ) : (
          <p>
            <Trans>Nobody has accepted this version yet.</Trans>
          </p>
        )}
      </section>

      {publishing && overview.data ? (
        <PublishDialog
          versionId={id}
          name={name}
          number={number}
          today={overview.data.today}
          audience={i18n._(labels.audience)}
          onClose={(day) => {
            setPublishing(false);
            if (day) setNotice({ tone: 'success', text: t`Version ${number} is published.` });
          }}
        />
      ) : null}
    </section>
  );
}
